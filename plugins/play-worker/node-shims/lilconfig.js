// No configuration files exist in the browser: every search finds nothing.
const none = () => ({ search: async () => null, load: async () => null, clearCaches() {}, clearSearchCache() {}, clearLoadCache() {} })
const noneSync = () => ({ search: () => null, load: () => null, clearCaches() {}, clearSearchCache() {}, clearLoadCache() {} })
exports.lilconfig = none
exports.lilconfigSync = noneSync
exports.defaultLoaders = {}
exports.defaultLoadersSync = {}
