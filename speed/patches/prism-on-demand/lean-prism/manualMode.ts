// Read by prismjs's core when it loads: in manual mode it never highlights the page by itself
// (it would rewrite code blocks that React owns) and never listens for worker messages.
const global = globalThis as { Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean } }
global.Prism = { ...global.Prism, manual: true, disableWorkerMessageHandler: true }

export {}
