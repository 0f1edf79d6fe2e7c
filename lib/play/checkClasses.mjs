// What each class of a template becomes in a mini-program, and what goes wrong on the way, found by running the
// Play's own transform (transform.mjs) and comparing Tailwind CSS's output with the WXSS weapp-tailwindcss made of it.
// Nothing here is a list of known problems: a finding is a difference seen in this run.
// Shared by the docs MCP server (check_classes) and the Play page (its worker, plugins/play-worker).
import postcss from 'postcss'
import selectorParser from 'postcss-selector-parser'
import { templateCandidates } from './transform.mjs'

/** The Play's default CSS entry: what a class is checked against when no CSS is given. */
export const CHECK_CLASSES_CSS = '@import "weapp-tailwindcss/index.css";\n'

/** Pages that explain each kind of finding (paths of the Chinese edition; the English one is under /en). */
export const FINDING_DOCS = {
  'no-rule': '/docs/principle#第一步弄清楚哪些字符串是类名',
  dropped: '/docs/principle#小程序不认识的选择器',
  'dropped-hover': '/docs/issues/group-and-peer',
  rewritten: '/docs/principle#小程序不认识的选择器',
  'rewritten-tags': '/docs/issues/more-tags',
  unit: '/docs/issues/rpx-ambiguities',
}

// Attributes whose value is a class list in a template (class, hover-class, and the *-class of components).
const CLASS_ATTRIBUTE = /(?:^|[\s<])((?:[\w-]*-)?class)\s*=\s*(["'])([\s\S]*?)\2/g
// A bracketed value that is a number with a length unit, optionally negative: `[32rpx]`, `[-1.5px]`.
const LENGTH_VALUE = /\[(-?\d*\.?\d+)(rpx|px|rem|em|vw|vh|vmin|vmax|%)\]/
const COLOR_PROPERTY = /(?:^|-)(?:color|fill|stroke)$|^(?:background|border|outline|text-decoration|caret|accent|column-rule)-color$/

/** The class lists of a template, attribute by attribute, in order; `{{ }}` expressions are left out. */
function templateClassLists(template) {
  const lists = []
  for (const match of template.matchAll(CLASS_ATTRIBUTE)) {
    const value = match[3].replace(/\{\{[\s\S]*?\}\}/g, ' ')
    lists.push({ attribute: match[1], classes: value.split(/\s+/).filter(Boolean) })
  }
  return lists
}

/** `class="…"` of `<view>` for a bare list of classes; attribute quotes inside classes decide the quote used. */
function templateForClasses(classes) {
  const value = classes.join(' ')
  const quote = value.includes('"') ? "'" : '"'
  return `<view class=${quote}${value}${quote}></view>`
}

function ruleText(rule) {
  const declarations = []
  rule.walkDecls(decl => {
    declarations.push(`${decl.prop}: ${decl.value}${decl.important ? ' !important' : ''}`)
  })
  let text = `${rule.selector} { ${declarations.join('; ')} }`
  for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) text = `@${parent.name} ${parent.params} { ${text} }`
  return text
}

/** Each class name in a stylesheet → the rules whose selectors name it (class names as the parser reads them, unescaped). */
function rulesByClass(css) {
  const byClass = new Map()
  const root = postcss.parse(css)
  root.walkRules(rule => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return
    const names = new Set()
    try {
      selectorParser(selectors => selectors.walkClasses(node => void names.add(node.value))).processSync(rule.selector)
    } catch {
      return
    }
    for (const name of names) {
      if (!byClass.has(name)) byClass.set(name, [])
      byClass.get(name).push(rule)
    }
  })
  return byClass
}

/**
 * A selector in a form two stylesheets can be compared in: the class in question as `.&`, no `:not(#\#)`
 * (the specificity weapp-tailwindcss adds to every rule), `:where()`/`:is()` of one selector unwrapped, no spaces around combinators.
 */
function selectorShape(selector, className) {
  try {
    return selectorParser(selectors => {
      selectors.walkPseudos(pseudo => {
        if (pseudo.value === ':not' && pseudo.toString().replace(/\s/g, '') === ':not(#\\#)') pseudo.remove()
      })
      // Nested wrappers (`:is(:where(.peer):checked ~ .x)`) come out one level per pass.
      for (let pass = 0, unwrapped = true; unwrapped && pass < 8; pass++) {
        unwrapped = false
        selectors.walkPseudos(pseudo => {
          if ((pseudo.value === ':where' || pseudo.value === ':is') && pseudo.nodes.length === 1) {
            pseudo.replaceWith(...pseudo.nodes[0].nodes.map(node => node.clone()))
            unwrapped = true
          }
        })
      }
      selectors.walkClasses(node => {
        if (node.value === className) node.value = '&'
      })
    }).processSync(selector).split(',').map(part => part.replace(/\s*([>+~])\s*/g, '$1').replace(/\s+/g, ' ').trim()).sort().join(',')
  } catch {
    return selector
  }
}

function declarationsOf(rules) {
  const declarations = []
  for (const rule of rules) rule.walkDecls(decl => void (decl.prop.startsWith('--') ? undefined : declarations.push({ prop: decl.prop, value: decl.value })))
  return declarations
}

const docLink = (key, locale) => (locale === 'en' ? `/en${FINDING_DOCS[key]}` : FINDING_DOCS[key])

/** The class with its bracketed length typed (`text-[32rpx]` → `text-[length:32rpx]`), or null when it has none to type. */
function typedName(name) {
  return LENGTH_VALUE.test(name) ? name.replace(LENGTH_VALUE, '[length:$1$2]') : null
}

function findingsFor(name, { generated, twRules, wxssRules, typed, locale }) {
  const findings = []
  if (!generated || twRules.length === 0) {
    const scanned = templateCandidates(name).includes(name)
    findings.push({
      kind: 'no-rule',
      message: scanned
        ? `No CSS was generated for "${name}": Tailwind CSS does not know this class (a typo, a utility of another version, or a theme value that is not defined), so it stays as plain text.`
        : `No CSS was generated for "${name}": the class scanner does not read it as one class (characters such as < > { } or " split it), so Tailwind CSS never saw it.`,
      docs: docLink('no-rule', locale),
    })
    return findings
  }
  const twSelectors = [...new Set(twRules.map(rule => rule.selector))]
  if (wxssRules.length === 0) {
    const hover = twSelectors.some(selector => selector.includes(':hover'))
    findings.push({
      kind: 'dropped',
      message: `Tailwind CSS generated ${twSelectors.map(selector => `\`${selector}\``).join(', ')}, but the WXSS has no rule for this class: weapp-tailwindcss removed it${hover ? ' (a :hover rule; mini-programs use hover-class instead)' : ''}.`,
      before: twSelectors,
      docs: docLink(hover ? 'dropped-hover' : 'dropped', locale),
    })
  } else {
    const wxssSelectors = [...new Set(wxssRules.map(rule => rule.selector))]
    const before = new Set(twSelectors.map(selector => selectorShape(selector, name)))
    const after = new Set(wxssSelectors.map(selector => selectorShape(selector, wxssRules.escaped)))
    const same = before.size === after.size && [...before].every(shape => after.has(shape))
    if (!same) {
      const tags = /(?:^|[\s>+~,(])(?:view|text)(?=$|[\s>+~,:.)])/
      const addsTags = [...after].some(shape => tags.test(shape)) && ![...before].some(shape => tags.test(shape))
      findings.push({
        kind: 'rewritten',
        message: `The selector was rewritten for the mini-program: ${twSelectors.map(selector => `\`${selector}\``).join(', ')} became ${wxssSelectors.map(selector => `\`${selector}\``).join(', ')}${addsTags ? '; it now matches only the listed tags (view and text by default)' : ''}.`,
        before: twSelectors,
        after: wxssSelectors,
        docs: docLink(addsTags ? 'rewritten-tags' : 'rewritten', locale),
      })
    }
  }
  const length = LENGTH_VALUE.exec(name)
  if (length && typed) {
    // The same value with its type written out (`[length:32rpx]`): when the two differ, the bare value was read as another type.
    const value = `${length[1]}${length[2]}`
    const used = declarationsOf(twRules).filter(declaration => declaration.value.includes(value))
    const asLength = declarationsOf(typed).filter(declaration => declaration.value.includes(value))
    const text = list => list.map(declaration => `\`${declaration.prop}: ${declaration.value}\``).join(', ')
    if (text(used) !== text(asLength)) {
      const asColor = used.some(declaration => COLOR_PROPERTY.test(declaration.prop))
      findings.push({
        kind: 'unit',
        severity: asColor ? 'error' : 'warning',
        message: `${value} became ${text(used) || 'no declaration'}${asColor ? ' (a colour)' : ''}, while \`${typedName(name)}\` gives ${text(asLength) || 'no declaration'}: write the type in the class if you meant a length.`,
        becomes: used,
        asLength,
        docs: docLink('unit', locale),
      })
    }
  }
  return findings
}

/**
 * Runs `run` (the Play's runPlay, bound to a stylesheet loader) on the classes or the template, and reports each class:
 * its escaped name in the template, the rules Tailwind CSS and the WXSS have for it, and the findings.
 * @typedef {{ template: string, css: string, options: object, script: string }} PlayRunInput
 * @typedef {{ css: string, wxss: string, wxml: string, classes: string[] }} PlayRunOutput
 * @param {(input: PlayRunInput) => Promise<PlayRunOutput>} run
 * @param {{ classes?: string[], template?: string, css?: string, options?: object, locale?: 'zh-cn' | 'en' }} input
 */
export async function checkClasses(run, { classes, template, css = CHECK_CLASSES_CSS, options = {}, locale = 'zh-cn' }) {
  const source = classes ? templateForClasses(classes) : template ?? ''
  const before = templateClassLists(source)
  // Each class with a bare bracketed length runs beside its typed twin, in a view of their own after the template.
  const typedTwins = [...new Set(before.flatMap(list => list.classes).map(typedName).filter(Boolean))]
  const output = await run({ template: typedTwins.length > 0 ? `${source}\n${templateForClasses(typedTwins)}` : source, css, options, script: '' })
  const after = templateClassLists(output.wxml)
  const generated = new Set(output.classes)
  const twByClass = rulesByClass(output.css)
  const wxssByClass = rulesByClass(output.wxss)
  const seen = new Set()
  const results = []
  before.forEach((list, listIndex) => {
    const escapedList = after[listIndex]?.classes ?? []
    list.classes.forEach((name, index) => {
      if (seen.has(name)) return
      seen.add(name)
      const escaped = escapedList.length === list.classes.length ? escapedList[index] : name
      const twRules = twByClass.get(name) ?? []
      const wxssRules = Object.assign([...(wxssByClass.get(escaped) ?? [])], { escaped })
      results.push({
        class: name,
        attribute: list.attribute,
        escaped,
        generated: generated.has(name),
        tailwind: twRules.map(ruleText),
        wxss: wxssRules.map(ruleText),
        findings: findingsFor(name, { generated: generated.has(name), twRules, wxssRules, typed: twByClass.get(typedName(name)) ?? null, locale }),
      })
    })
  })
  return { classes: results }
}
