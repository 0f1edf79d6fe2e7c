// The smallest native mini program, laid out like the WeChat DevTools "JS 基础模板": the DevTools
// create projects in a window, which a check cannot click through.
import type { Project } from '../recipe'

export function nativeApp(project: Project, root: string, pageTemplate: string): void {
  const at = (rel: string) => (root ? `${root}/${rel}` : rel)
  project.write('project.config.json', JSON.stringify({ appid: 'touristappid', compileType: 'miniprogram', projectname: 'recipe', ...(root ? { miniprogramRoot: `${root}/` } : {}) }, null, 2))
  project.write(at('app.json'), JSON.stringify({ pages: ['pages/index/index'] }, null, 2))
  project.write(at('app.js'), 'App({})')
  project.write(at('app.wxss'), '.container {\n  padding: 20rpx;\n}')
  project.write(at('pages/index/index.json'), '{}')
  project.write(at('pages/index/index.js'), 'Page({})')
  project.write(at('pages/index/index.wxml'), pageTemplate)
}
