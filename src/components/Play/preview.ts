// The preview renders the transformed template as HTML inside a sandboxed iframe (no scripts).
// Mini-program tags stay as custom elements so WXSS selectors such as `view + view` still match;
// this stylesheet gives them the display the mini-program gives them.
const TAG_DISPLAY = `
page, view, scroll-view, swiper, swiper-item, form, navigator, cover-view { display: block; }
text, label { display: inline; }
button { display: block; }
`

/** rpx is 1/750 of the screen width in a mini-program. */
export function rpxToViewport(css: string): string {
  return css.replace(/(-?\d*\.?\d+)rpx\b/g, (_, value: string) => `calc(${value} * 100vw / 750)`)
}

/** The mini-program's <image> is an <img>; its `src` is kept, everything runs without scripts. */
function templateToHtml(wxml: string): string {
  return wxml.replace(/<(\/?)image\b/g, '<$1img').replace(/<\/img>/g, '')
}

function escapeStyle(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style')
}

export function previewDocument(wxml: string, wxss: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<style>html,body{margin:0}${TAG_DISPLAY}</style><style>${escapeStyle(rpxToViewport(wxss))}</style></head>`
    + `<body><page>${templateToHtml(wxml)}</page></body></html>`
}
