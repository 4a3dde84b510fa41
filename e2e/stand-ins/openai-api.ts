// A local stand-in of an OpenAI-compatible chat-completions API (POST <base>/chat/completions), for the API tests
// and the e2e run only: never the product's default. LexDesk's language-model provider (api/src/labelling/openai.ts)
// talks to it as to OpenAI. It answers from the document it is sent (the text between the user message's """
// fences), so its passages are really in the text, and it can misbehave on demand:
// - `good` (default): a summary and two tags, "Première phrase" (the text's first words, re-spaced with single
//   spaces whatever line breaks the text has) and "Date" (every French or Dutch date written in words);
// - `fenced`: the same JSON inside a ```json block;
// - `not-found`: the good tags plus one whose passages are not in the text;
// - `malformed`: a content that is no JSON; `wrong-shape`: JSON of another shape;
// - `delay`: the good answer after `delayMs` (a timeout for a client waiting less);
// - `refuse`: 401 as for a wrong key (any key other than the stand-in's is refused the same way);
// - `error`: 500.
// POST /__mode { mode, delayMs? } chooses; GET /__calls lists the requests received (model, messages);
// POST /__reset forgets them and goes back to `good`.
//
// As a program (`node --import tsx e2e/stand-ins/openai-api.ts`, an e2e webServer): OPENAI_STAND_IN_PORT (default
// 12112) and OPENAI_STAND_IN_KEY (default `sk-lexdesk-stand-in`); the app then runs with
// LEXDESK_LLM_BASE_URL=http://127.0.0.1:<port>/v1, LEXDESK_LLM_API_KEY=<key>, LEXDESK_LLM_MODEL=<any name>.
import { createServer } from 'node:http';

export const STAND_IN_MODES = [
  'good',
  'fenced',
  'not-found',
  'malformed',
  'wrong-shape',
  'delay',
  'refuse',
  'error',
] as const;
export type StandInMode = (typeof STAND_IN_MODES)[number];

export const DEFAULT_STAND_IN_KEY = 'sk-lexdesk-stand-in';

export interface ChatMessage {
  role: string;
  content: string;
}

export interface RecordedChat {
  model: string;
  messages: ChatMessage[];
  responseFormat: unknown;
}

export interface OpenAiStandInOptions {
  port?: number;
  host?: string;
  apiKey?: string;
}

/** The stand-in's summary in `good` answers. */
export const STAND_IN_SUMMARY = 'Résumé du modèle de démonstration.';
/** A passage that is in no document. */
export const INVENTED_PASSAGE = 'Ce passage ne figure nulle part dans le document.';

const MONTHS =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
const DATE_IN_WORDS = new RegExp(`\\b\\d{1,2}(?:er)?\\s+(?:${MONTHS})\\s+\\d{4}\\b`, 'giu');

/** The document the provider sends: between the user message's """ fences. */
export function documentOf(messages: readonly ChatMessage[]): string {
  const user = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  const match = /"""\n([\s\S]*)\n"""/.exec(user);
  return match?.[1] ?? '';
}

/** The good answer for a document: passages taken from it. */
export function goodAnswer(document: string): { summary: string; tags: { name: string; passages: string[] }[] } {
  const firstWords = document.trim().split(/\s+/).slice(0, 6).join(' ');
  const dates = [...new Set([...document.matchAll(DATE_IN_WORDS)].map((match) => match[0].replace(/\s+/g, ' ')))];
  const tags = [{ name: 'Première phrase', passages: firstWords === '' ? [] : [firstWords] }];
  if (dates.length > 0) tags.push({ name: 'Date', passages: dates });
  return { summary: STAND_IN_SUMMARY, tags };
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${Date.now().toString(36)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

/** Starts the stand-in; `port` 0 picks a free one. Answers { url (the API base, …/v1), port, calls, setMode, reset, close }. */
export async function startOpenAiStandIn({
  port = 0,
  host = '127.0.0.1',
  apiKey = DEFAULT_STAND_IN_KEY,
}: OpenAiStandInOptions = {}) {
  const calls: RecordedChat[] = [];
  let mode: StandInMode = 'good';
  let delayMs = 5000;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const send = (status: number, body: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      let body: Record<string, unknown> = {};
      try {
        const raw = Buffer.concat(chunks).toString('utf8');
        body = raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>);
      } catch {
        return send(400, {
          error: { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error' },
        });
      }
      if (url.pathname === '/__calls' && request.method === 'GET') return send(200, calls);
      if (url.pathname === '/__reset' && request.method === 'POST') {
        calls.length = 0;
        mode = 'good';
        return send(200, { ok: true });
      }
      if (url.pathname === '/__mode' && request.method === 'POST') {
        const wanted = body.mode;
        if (!(STAND_IN_MODES as readonly unknown[]).includes(wanted)) return send(400, { error: 'unknown mode' });
        mode = wanted as StandInMode;
        if (typeof body.delayMs === 'number') delayMs = body.delayMs;
        return send(200, { mode, delayMs });
      }
      if (request.method !== 'POST' || !/\/chat\/completions$/.test(url.pathname)) {
        return send(404, {
          error: { message: `Unknown request URL: ${request.method} ${url.pathname}`, type: 'invalid_request_error' },
        });
      }
      const refused = {
        error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
      };
      if (request.headers.authorization !== `Bearer ${apiKey}` || mode === 'refuse') return send(401, refused);
      const model = typeof body.model === 'string' ? body.model : '';
      const messages = Array.isArray(body.messages) ? (body.messages as ChatMessage[]) : [];
      calls.push({ model, messages, responseFormat: body.response_format });
      const good = goodAnswer(documentOf(messages));
      switch (mode) {
        case 'good':
          return send(200, completion(model, JSON.stringify(good)));
        case 'fenced':
          return send(200, completion(model, `\`\`\`json\n${JSON.stringify(good, null, 2)}\n\`\`\``));
        case 'not-found':
          return send(
            200,
            completion(
              model,
              JSON.stringify({ ...good, tags: [...good.tags, { name: 'Inventé', passages: [INVENTED_PASSAGE] }] }),
            ),
          );
        case 'malformed':
          return send(200, completion(model, 'Voici les tags que je propose : Juridiction, Date.'));
        case 'wrong-shape':
          return send(200, completion(model, JSON.stringify({ summary: 3, labels: ['Juridiction'] })));
        case 'delay': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            send(200, completion(model, JSON.stringify(good)));
          }, delayMs);
          timers.add(timer);
          return undefined;
        }
        case 'error':
          return send(500, {
            error: { message: 'The server had an error while processing your request.', type: 'server_error' },
          });
        default:
          return send(500, { error: 'unreachable' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    /** The API base to give LEXDESK_LLM_BASE_URL. */
    url: `http://${host}:${actualPort}/v1`,
    port: actualPort,
    apiKey,
    calls: () => calls.map((call) => ({ ...call })),
    setMode(next: StandInMode, options: { delayMs?: number } = {}) {
      mode = next;
      if (options.delayMs !== undefined) delayMs = options.delayMs;
    },
    reset() {
      calls.length = 0;
      mode = 'good';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

// Run as a program (an e2e webServer).
if (process.argv[1] && /openai-api\.[cm]?[jt]s$/.test(process.argv[1])) {
  startOpenAiStandIn({
    port: Number(process.env.OPENAI_STAND_IN_PORT ?? 12112),
    apiKey: process.env.OPENAI_STAND_IN_KEY || DEFAULT_STAND_IN_KEY,
  }).then((standIn) => console.log(`OpenAI-compatible stand-in on ${standIn.url}`));
}
