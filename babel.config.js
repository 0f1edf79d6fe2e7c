// Docusaurus's own preset: the site needs no Babel plugins of its own.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
}
