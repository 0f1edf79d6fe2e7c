// webpack-chain hands a plugin's options over untyped: `chain.plugin('x').use(Plugin, [options])` and
// Taro's `chain.merge({ plugin: { install: { plugin: Plugin, args: [options] } } })`. So that a misspelled
// option there fails like one passed to `new Plugin(…)`, the options array is wrapped in a call typed with
// the plugin's own constructor parameters. The wrapper is inserted on the same lines: no page line moves.
import ts from 'typescript'

/** Declared with the ambient modules: takes exactly what `new Plugin(...args)` takes. */
export const PLUGIN_ARGS_DECLARATION =
  'declare function weappTwPluginArgs<Plugin extends abstract new (...args: any) => any>(plugin: Plugin, args: ConstructorParameters<Plugin>): any[]'

/** Names the snippet imports (or requires) from weapp-tailwindcss. */
function weappTwNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>()
  const fromWeappTw = (node: ts.Expression | undefined): boolean =>
    !!node && ts.isStringLiteral(node) && /^weapp-tailwindcss(?:\/|$)/.test(node.text)
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && fromWeappTw(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings
      if (bindings && ts.isNamedImports(bindings)) bindings.elements.forEach(element => names.add(element.name.text))
    }
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isCallExpression(node.initializer)
      && ts.isIdentifier(node.initializer.expression) && node.initializer.expression.text === 'require'
      && fromWeappTw(node.initializer.arguments[0]) && ts.isObjectBindingPattern(node.name)) {
      node.name.elements.forEach(element => ts.isIdentifier(element.name) && names.add(element.name.text))
    }
    node.forEachChild(visit)
  }
  visit(file)
  return names
}

export function typePluginArgs(source: string, extension: string): string {
  const kind = /[jJ]/.test(extension) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  const file = ts.createSourceFile(`snippet${extension}`, source, ts.ScriptTarget.ES2022, true, kind)
  const plugins = weappTwNames(file)
  if (plugins.size === 0) return source
  const wraps: { plugin: string; array: ts.ArrayLiteralExpression }[] = []
  const isPlugin = (node: ts.Node | undefined): node is ts.Identifier => !!node && ts.isIdentifier(node) && plugins.has(node.text)
  const visit = (node: ts.Node): void => {
    // chain.plugin('x').use(Plugin, [options])
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'use') {
      const [plugin, args] = node.arguments
      if (isPlugin(plugin) && args && ts.isArrayLiteralExpression(args)) wraps.push({ plugin: plugin.text, array: args })
    }
    // { plugin: Plugin, args: [options] }
    if (ts.isObjectLiteralExpression(node)) {
      const value = (name: string): ts.Expression | undefined => node.properties
        .find((property): property is ts.PropertyAssignment =>
          ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name)?.initializer
      const plugin = value('plugin')
      const args = value('args')
      if (isPlugin(plugin) && args && ts.isArrayLiteralExpression(args)) wraps.push({ plugin: plugin.text, array: args })
    }
    node.forEachChild(visit)
  }
  visit(file)
  let text = source
  for (const { plugin, array } of wraps.sort((a, b) => b.array.getStart(file) - a.array.getStart(file))) {
    text = `${text.slice(0, array.getStart(file))}weappTwPluginArgs(${plugin}, ${text.slice(array.getStart(file), array.getEnd())})${text.slice(array.getEnd())}`
  }
  return text
}
