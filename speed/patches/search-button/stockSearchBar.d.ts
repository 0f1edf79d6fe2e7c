declare module '@speed/stock-SearchBar' {
  import type { ReactNode } from 'react'
  export default function SearchBar(): ReactNode
}
