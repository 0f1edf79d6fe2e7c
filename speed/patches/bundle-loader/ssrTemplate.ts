import { ENTRY_BUNDLE, startBundlesAfterFirstPaint } from './bundleLoader'

/** A tab opened in the background paints nothing; its bundles start after this long. */
export const BUNDLE_START_FALLBACK_MS = 1000

/** The loader's text: the same on every page, so one CSP hash covers it (the list is an attribute). */
export const bundleLoaderScript = `(${startBundlesAfterFirstPaint.toString()})(window,document.currentScript.getAttribute('data-bundles'),${BUNDLE_START_FALLBACK_MS},${ENTRY_BUNDLE})`

/**
 * The HTML page every route is rendered into: Docusaurus's own template (core's
 * `ssg/ssgTemplate.html`) changed in three ways.
 *
 * 1. The first frame shows the whole page. `<link rel="expect" blocking="render">` holds
 *    rendering until the parser has passed the app's markup, instead of painting the navbar
 *    alone and the article one layout later.
 * 2. The bundles start after that frame. With `<script defer>`, Chrome runs them straight
 *    after the parser's last chunk, before any frame shows it: on a slow phone the article
 *    waited for main.js to evaluate. They still download from the `<head>` (low-priority
 *    preloads, so the stylesheet goes first); the loader (speed/patches/bundle-loader/bundleLoader.ts) adds them
 *    once the first contentful paint is on screen.
 * 3. `it.scripts` also lists the route's own chunks (speed/patches/route-chunks-in-html): the loader
 *    adds them right after main.js, instead of main.js asking for them once it has run. Only
 *    runtime and main.js (ENTRY_BUNDLE, shared with the loader) are preloaded from the
 *    `<head>`: the first paint needs none of them, and the
 *    stylesheet should have the connection to itself.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <link rel="expect" href="#__docusaurus-parsed" blocking="render" />
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.filter((script) => new RegExp(${JSON.stringify(ENTRY_BUNDLE.source)}).test('/' + script)).forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div><span id="__docusaurus-parsed" hidden></span>
    <%~ it.postBodyTags %>
    <script data-bundles="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${bundleLoaderScript}</script>
  </body>
</html>
`
