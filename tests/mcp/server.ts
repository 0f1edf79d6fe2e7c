import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'

// Helpers of the MCP tests: start the unpacked package over stdio and call its tools.

export const siteRoot = path.resolve(import.meta.dirname, '../..')
export const ORIGIN = 'https://tw.icebreaker.top'

export async function connectStdio(packageDir: string): Promise<Client> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [path.join(packageDir, 'dist/cli.mjs')], stderr: 'ignore' })
  const client = new Client({ name: 'docs-mcp-tests', version: '1.0.0' })
  await client.connect(transport)
  return client
}

export interface ToolReply {
  text: string
  isError: boolean
  structured: Record<string, unknown> | undefined
}

export async function call(client: Client, name: string, args: unknown): Promise<ToolReply> {
  const result = await client.callTool({ name, arguments: args as Record<string, unknown> })
  const content = result.content as { type: string; text?: string }[]
  return {
    text: content.filter(part => part.type === 'text').map(part => part.text).join('\n'),
    isError: result.isError === true,
    structured: result.structuredContent as Record<string, unknown> | undefined,
  }
}
