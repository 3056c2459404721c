/**
 * The data tools over the Model Context Protocol, for agents outside VS Code (Claude Desktop,
 * Cursor, any MCP client). The protocol itself (JSON-RPC framing, initialize, capability
 * negotiation, error codes) is the MCP SDK's; this file maps tools/list and tools/call onto
 * `DataTools`. A tool that fails answers with `isError: true` and a message the model can act
 * on: only a malformed request (an unknown tool) is a protocol error.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { DataTools, readToolInput, toolErrorMessage } from '../tools/dataTools';
import { TOOL_SPECS } from '../tools/specs';

export const MCP_SERVER_NAME = 'data-analysis';

export function createMcpServer(tools: DataTools, version: string): Server {
  const server = new Server(
    { name: MCP_SERVER_NAME, version, title: 'Data Analysis' },
    {
      capabilities: { tools: {} },
      instructions:
        'Answers questions about data files (CSV, Excel, JSON) by computing them with SQL. Start with list_datasets; ' +
        'upload a file with analyze_file when no dataset holds it; ask one precise question at a time with ask_question; ' +
        'run_sql runs one read-only SELECT over a dataset\'s tables (local engine only).',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOL_SPECS.map((spec) => ({
      name: spec.mcpName,
      title: spec.title,
      description: spec.description,
      inputSchema: spec.inputSchema,
      annotations: { title: spec.title, readOnlyHint: spec.readOnly, destructiveHint: false, idempotentHint: spec.readOnly, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const spec = TOOL_SPECS.find((s) => s.mcpName === request.params.name);
    if (!spec) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}. Tools: ${TOOL_SPECS.map((s) => s.mcpName).join(', ')}`);
    try {
      const text = await callTool(tools, spec.id, request.params.arguments, extra.signal);
      return { content: [{ type: 'text', text }] };
    } catch (error) {
      return { content: [{ type: 'text', text: toolErrorMessage(error) }], isError: true };
    }
  });
  return server;
}

async function callTool(tools: DataTools, id: (typeof TOOL_SPECS)[number]['id'], raw: unknown, signal: AbortSignal): Promise<string> {
  switch (id) {
    case 'listDatasets':
      return tools.listDatasets(readToolInput('listDatasets', raw), signal);
    case 'describeDataset':
      return tools.describeDataset(readToolInput('describeDataset', raw), signal);
    case 'askQuestion':
      return (await tools.askQuestion(readToolInput('askQuestion', raw), signal)).markdown;
    case 'runSql':
      return (await tools.runSql(readToolInput('runSql', raw), signal)).markdown;
    case 'analyzeFile':
      return (await tools.analyzeFile(readToolInput('analyzeFile', raw), signal)).markdown;
  }
}
