import type { SiteLocale } from '../../../config/i18n'

/**
 * What the Play's plain modules (option parser, worker client, download) tell the reader, per
 * locale. A table rather than translate(): these modules also run in unit tests, outside Docusaurus.
 * The page passes the table of its locale; left out, the Chinese one applies.
 */
export interface PlayMessages {
  /** Sent to the worker with each run: it words its own errors (a refused @import) in this locale. */
  locale: SiteLocale
  invalidJson: (detail: string) => string
  notAnObject: (type: string) => string
  unknownOption: (key: string) => string
  wrongOptionType: (key: string, allowed: readonly string[], actual: string) => string
  superseded: string
  pageClosed: string
  downloadFailed: (reason: string, offline: boolean) => string
  scriptNotLoaded: string
  runaway: (seconds: number) => string
  transformFailed: string
  startFailed: (detail: string) => string
  crashed: (detail: string) => string
  networkFailed: string
  serverStatus: (status: number) => string
  downloadInterrupted: string
}

export const PLAY_MESSAGES: Record<SiteLocale, PlayMessages> = {
  'zh-cn': {
    locale: 'zh-cn',
    invalidJson: detail => `配置不是合法的 JSON：${detail}`,
    notAnObject: type => `配置必须是一个对象（{ ... }），现在是 ${type}`,
    unknownOption: key => `未知配置项 "${key}"：weapp-tailwindcss 4.12.0 的 UserDefinedOptions 中没有它`,
    wrongOptionType: (key, allowed, actual) => `配置项 "${key}" 应为 ${allowed.join(' 或 ')}，现在是 ${actual}`,
    superseded: '已被更新的输入取代',
    pageClosed: '页面已关闭',
    downloadFailed: (reason, offline) => `无法下载转换程序（${reason}${offline ? '，浏览器当前处于离线状态' : ''}）。请检查网络后重试。`,
    scriptNotLoaded: '脚本无法加载',
    runaway: seconds => `转换超过 ${seconds} 秒仍未完成，已停止并重新启动转换程序。请简化输入后再试。`,
    transformFailed: '转换失败',
    startFailed: detail => `转换程序未能启动（${detail}）。请检查网络后重试。`,
    crashed: detail => `转换程序出错：${detail}。已重新启动转换程序，修改输入后会再次转换。`,
    networkFailed: '网络连接失败',
    serverStatus: status => `服务器返回 ${status}`,
    downloadInterrupted: '下载中途断开',
  },
  en: {
    locale: 'en',
    invalidJson: detail => `The options are not valid JSON: ${detail}`,
    notAnObject: type => `The options must be an object ({ ... }), not ${type}`,
    unknownOption: key => `Unknown option "${key}": UserDefinedOptions of weapp-tailwindcss 4.12.0 has no such option`,
    wrongOptionType: (key, allowed, actual) => `Option "${key}" must be ${allowed.join(' or ')}, not ${actual}`,
    superseded: 'Replaced by newer input',
    pageClosed: 'The page was closed',
    downloadFailed: (reason, offline) => `Could not download the transformer (${reason}${offline ? '; the browser is offline' : ''}). Check your connection and try again.`,
    scriptNotLoaded: 'the script could not be loaded',
    runaway: seconds => `The transform did not finish within ${seconds} seconds, so it was stopped and the transformer restarted. Simplify the input and try again.`,
    transformFailed: 'The transform failed',
    startFailed: detail => `The transformer did not start (${detail}). Check your connection and try again.`,
    crashed: detail => `The transformer crashed: ${detail}. It has been restarted and will run again when you edit the input.`,
    networkFailed: 'network connection failed',
    serverStatus: status => `the server answered ${status}`,
    downloadInterrupted: 'the download broke off',
  },
}

/** The table for a Docusaurus locale name; a locale without its own table reads Chinese, the site's language. */
export function playMessagesFor(locale: string): PlayMessages {
  return locale === 'en' ? PLAY_MESSAGES.en : PLAY_MESSAGES['zh-cn']
}
