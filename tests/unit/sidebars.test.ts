import { describe, expect, it } from 'vitest'
import sidebars from '../../sidebars'

// That each planned page is in the sidebar its content-map row names is lint:docs' sidebars rule.
describe('sidebars', () => {
  it('has exactly the six sidebars', () => {
    expect(Object.keys(sidebars).sort()).toEqual(['API', 'communitySidebar', 'issuesSidebar', 'migrationsSidebar', 'optionsSidebar', 'tutorialSidebar'])
  })
})
