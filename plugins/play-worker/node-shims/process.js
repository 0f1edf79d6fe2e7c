const process = { env: {}, argv: [], versions: {}, version: '', platform: 'browser', cwd: () => '/', nextTick: (fn, ...a) => queueMicrotask(() => fn(...a)), on() {}, emitWarning() {}, stdout: { isTTY: false, write() {} }, stderr: { isTTY: false, write() {} } }
module.exports = process
