// Test only: the one scripted language-model extension the integration and workbench harnesses
// load into the real VS Code server beside the extension under test (no model weights exist on
// test machines). It registers, through vscode.lm.registerLanguageModelChatProvider, so that the
// extension under test reaches it through the real selectChatModels / sendRequest path:
//   - "Scripted test model" (id scripted), always there, which replies with fixed text: the Chat
//     view needs a model before it sends a request to a participant, and it never plans;
//   - "Scripted Analyst" (id scripted-analyst), offered only once a test enables it (the other
//     suites keep the rule-based analyst), which answers by the script the test sets: each request
//     gets the messages as plain data and returns {text} or {toolCall: {name, input}} or
//     {error: 'NoPermissions' | 'Blocked' | 'NotFound'}.
//   setStalled(true) makes the provider stop answering VS Code's model listing (as a hung model
//   extension would) until setStalled(false).
// It also adds a chat participant, @tooltester, that invokes the tool a test names with the Chat
// request's toolInvocationToken, as agent mode does, so that a tool's confirmation shows in the
// Chat view (where the harness can refuse it) rather than as a dialog VS Code skips in tests.
// A test gets { requests, setEnabled, setStalled, setScript, nextToolCall } from activate().
'use strict';
const vscode = require('vscode');

const COMMON = { family: 'scripted', version: '1', maxInputTokens: 100000, maxOutputTokens: 4000, capabilities: { toolCalling: true, imageInput: false } };
const FIXED = { id: 'scripted', name: 'Scripted test model', ...COMMON };
const ANALYST = { id: 'scripted-analyst', name: 'Scripted Analyst', ...COMMON, family: 'scripted-analyst' };

function plain(message) {
  const parts = Array.isArray(message.content) ? message.content : [message.content];
  return {
    role: message.role === vscode.LanguageModelChatMessageRole.Assistant ? 'assistant' : 'user',
    parts: parts.map((part) => {
      if (part instanceof vscode.LanguageModelTextPart) return { text: part.value };
      if (part instanceof vscode.LanguageModelToolCallPart) return { toolCall: { callId: part.callId, name: part.name, input: part.input } };
      if (part instanceof vscode.LanguageModelToolResultPart) {
        return { toolResult: { callId: part.callId, text: part.content.map((c) => (c instanceof vscode.LanguageModelTextPart ? c.value : '')).join('') } };
      }
      return { other: String(part) };
    }),
  };
}

exports.activate = function activate(context) {
  let enabled = false;
  let stall;
  let script = () => ({ text: 'No script.' });
  const requests = [];
  const changed = new vscode.EventEmitter();
  const listed = () => (enabled ? [ANALYST, FIXED] : [FIXED]);
  context.subscriptions.push(changed, vscode.lm.registerLanguageModelChatProvider('data-analysis-test', {
    onDidChangeLanguageModelChatInformation: changed.event,
    // The scripted analyst first, so "auto" (the first model VS Code lists) picks it when enabled.
    provideLanguageModelChatInformation: () => (stall ? stall.promise : listed()),
    provideTokenCount: (_model, text) => Math.ceil((typeof text === 'string' ? text : JSON.stringify(text)).length / 4),
    provideLanguageModelChatResponse: async (model, messages, options, progress) => {
      if (model.id !== ANALYST.id) {
        progress.report(new vscode.LanguageModelTextPart('This is the scripted test model.'));
        return;
      }
      const request = { messages: messages.map(plain), tools: (options.tools || []).map((tool) => tool.name) };
      requests.push(request);
      const reply = await script(request, requests.length - 1);
      if (reply.error) throw vscode.LanguageModelError[reply.error](`scripted ${reply.error}`);
      if (reply.text) progress.report(new vscode.LanguageModelTextPart(reply.text));
      if (reply.toolCall) progress.report(new vscode.LanguageModelToolCallPart(`call-${requests.length}`, reply.toolCall.name, reply.toolCall.input));
    },
  }));
  // @tooltester {"tool": "<name>", "input": {...}}: what invokeTool resolved to, or the error it threw.
  const toolCalls = [];
  const waiting = [];
  const settle = (outcome) => (waiting.length ? waiting.shift()(outcome) : toolCalls.push(outcome));
  context.subscriptions.push(vscode.chat.createChatParticipant('data-analysis-tests.tooltester', async (request, _context, stream, token) => {
    let outcome;
    try {
      const { tool, input } = JSON.parse(request.prompt);
      const result = await vscode.lm.invokeTool(tool, { input, toolInvocationToken: request.toolInvocationToken }, token);
      outcome = { text: result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('') };
    } catch (error) {
      outcome = { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error), cancelled: error instanceof vscode.CancellationError };
    }
    stream.markdown('Tool call done.');
    settle(outcome);
    return { metadata: outcome };
  }));
  return {
    requests,
    nextToolCall() {
      return toolCalls.length ? Promise.resolve(toolCalls.shift()) : new Promise((resolve) => waiting.push(resolve));
    },
    setEnabled(value) {
      enabled = value;
      changed.fire();
    },
    setStalled(value) {
      if (value && !stall) {
        let release;
        const promise = new Promise((resolve) => {
          release = () => resolve(listed());
        });
        stall = { promise, release };
      } else if (!value && stall) {
        stall.release();
        stall = undefined;
      }
      changed.fire();
    },
    setScript(next) {
      script = next;
    },
  };
};
exports.deactivate = () => {};
