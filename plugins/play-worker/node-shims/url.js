exports.URL = URL
exports.URLSearchParams = URLSearchParams
exports.fileURLToPath = (u) => decodeURIComponent(new URL(String(u)).pathname)
exports.pathToFileURL = (p) => new URL('file://' + encodeURI(p))
exports.parse = (u) => new URL(u)
