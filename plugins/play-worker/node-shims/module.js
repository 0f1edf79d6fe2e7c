// Module resolution over the in-memory file system: only package manifests placed there can be found.
const fs = require('fs')
function notFound(id) { const e = new Error("Cannot find module '" + id + "'"); e.code = 'MODULE_NOT_FOUND'; return e }
function resolve(id) {
  const file = '/node_modules/' + (id.endsWith('/package.json') ? id : id + '/package.json')
  if (!id.startsWith('.') && !id.startsWith('/') && fs.existsSync(file)) return id.endsWith('/package.json') ? file : file
  throw notFound(id)
}
exports.builtinModules = []
exports.isBuiltin = () => false
exports.registerHooks = undefined
exports.createRequire = () => { const r = (id) => { throw notFound(id) }; r.resolve = resolve; r.cache = {}; return r }
