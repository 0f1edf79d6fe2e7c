// Second names for the originals that searchWebpackConfig's aliases replace.
declare module '@local-search/algoliasearch-lite-original' {
  export * from 'algoliasearch/lite'
}
declare module '@local-search/docsearch-modal-original' {
  export * from '@docsearch/react/modal'
}
