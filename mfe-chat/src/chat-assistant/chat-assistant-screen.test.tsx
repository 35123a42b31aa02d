import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAKE_PAGE_TOKEN, FRESH_PAGE_TOKEN, installFakeChatFetch } from '../../test/fake-chat-fetch';
import { InLanguage } from '../../../shared/test/words';
import ChatAssistantScreen from './chat-assistant-screen';

let chat: ReturnType<typeof installFakeChatFetch>;
let consoleSpies: jest.SpyInstance[];

beforeEach(() => {
  chat = installFakeChatFetch();
  consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => jest.spyOn(console, method));
});

afterEach(() => {
  chat.restore();
  // Nothing is logged: not the replies, not the failures (docs/contracts.md "Gateway"), not React warnings.
  for (const spy of consoleSpies) {
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  }
});

const log = () => screen.getByRole('log', { name: 'Conversation' });
const input = () => screen.getByLabelText('Message');
const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending\.\.\.)$/ });
const assistantMessages = () => within(log()).queryAllByRole('article', { name: 'Assistant' });
const lastAssistant = () => {
  const messages = assistantMessages();
  const last = messages.at(-1);
  if (!last) throw new Error('No assistant message yet');
  return last;
};
const messagesShown = () =>
  within(log())
    .queryAllByRole('article')
    .map((article) => `${article.getAttribute('aria-label')}: ${article.textContent}`);

async function ask(question: string) {
  await userEvent.type(input(), question);
  await userEvent.keyboard('{Enter}');
}

test('the screen: title, a labelled conversation log, the Message box and a disabled Send', () => {
  render(<ChatAssistantScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Chat Assistant' })).toBeInTheDocument();
  expect(log()).toHaveAttribute('aria-live', 'polite');
  expect(input()).toHaveAttribute('placeholder', 'Ask me anything...');
  expect(sendButton()).toHaveTextContent('Send');
  expect(sendButton()).toBeDisabled();
  expect(screen.queryByText(/helpful assistant/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
});

test('idle → loading → idle: thinking until the first words, Sending... disabled, the reply streams in', async () => {
  render(<ChatAssistantScreen />);
  const reply = chat.streamedReply();
  await userEvent.type(input(), 'What is a SIP?');
  expect(sendButton()).toBeEnabled();
  await userEvent.click(sendButton());

  // Loading: the question is shown, the box cleared, the bot thinking, the button busy.
  expect(messagesShown()).toEqual(['You: What is a SIP?']);
  expect(input()).toHaveValue('');
  expect(input()).toHaveFocus();
  expect(within(log()).getByText('Bot is thinking...')).toBeInTheDocument();
  expect(sendButton()).toHaveTextContent('Sending...');
  expect(sendButton()).toBeDisabled();
  // Typing the next question is fine; sending it waits for this reply.
  await userEvent.type(input(), 'And an RD?');
  expect(sendButton()).toBeDisabled();

  // The call: the whole conversation to the gateway, the hidden system message first.
  expect(chat.calls).toHaveLength(1);
  expect(chat.calls[0]).toMatchObject({
    url: `${window.location.origin}/api/chat`,
    method: 'POST',
    // The page's token: the gateway answers only pages it served.
    headers: { 'Content-Type': 'application/json', 'X-FinTools-Page-Token': FAKE_PAGE_TOKEN },
  });
  expect(chat.calls[0]?.body).toEqual({
    messages: [
      { role: 'system', content: 'You are a helpful assistant.' },
      { role: 'user', content: 'What is a SIP?' },
    ],
    // The page's language, for the gateway's system message (gateway/src/api/chat.ts systemMessageIn).
    language: 'en',
  });

  await reply.words('**SIP** is ');
  expect(screen.queryByText('Bot is thinking...')).not.toBeInTheDocument();
  expect(lastAssistant()).toHaveTextContent('SIP is');
  expect(within(lastAssistant()).getByText('SIP').tagName).toBe('STRONG');
  expect(sendButton()).toHaveTextContent('Sending...');
  expect(log()).toHaveAttribute('aria-busy', 'true');

  await reply.words('a monthly ', 'investment.');
  expect(lastAssistant()).toHaveTextContent('SIP is a monthly investment.');
  expect(sendButton()).toBeDisabled();

  await reply.done();
  expect(messagesShown()).toEqual(['You: What is a SIP?', 'Assistant: SIP is a monthly investment.']);
  expect(sendButton()).toHaveTextContent('Send');
  expect(sendButton()).toBeEnabled(); // the next question is already typed
  expect(log()).toHaveAttribute('aria-busy', 'false');
  expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  expect(screen.queryByText(/helpful assistant/)).not.toBeInTheDocument();
});

test('Enter sends; Shift+Enter starts a new line', async () => {
  render(<ChatAssistantScreen />);
  chat.streamedReply();
  await userEvent.type(input(), 'Line one{Shift>}{Enter}{/Shift}Line two');
  expect(input()).toHaveValue('Line one\nLine two');
  expect(chat.calls).toHaveLength(0);

  await userEvent.keyboard('{Enter}');
  expect(chat.calls).toHaveLength(1);
  expect(chat.calls[0]?.body.messages.at(-1)).toEqual({ role: 'user', content: 'Line one\nLine two' });
  expect(input()).toHaveValue('');
});

test('empty or whitespace-only input is never sent', async () => {
  render(<ChatAssistantScreen />);
  await userEvent.click(input());
  await userEvent.keyboard('{Enter}');
  await userEvent.type(input(), '   {Shift>}{Enter}{/Shift}  ');
  expect(sendButton()).toBeDisabled();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(sendButton());
  fireEvent.submit(sendButton().closest('form') as HTMLFormElement);
  expect(chat.calls).toHaveLength(0);
  expect(messagesShown()).toEqual([]);
});

test('a message too long for the gateway is not sent, and says why', async () => {
  render(<ChatAssistantScreen />);
  fireEvent.change(input(), { target: { value: 'x'.repeat(33 * 1024) } });
  expect(input()).toHaveAccessibleDescription('This message is too long to send. Please shorten it.');
  expect(sendButton()).toBeDisabled();
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(chat.calls).toHaveLength(0);
});

test('the reply is markdown: lists, tables, links in a new tab; raw HTML is shown as text, never rendered', async () => {
  render(<ChatAssistantScreen />);
  const reply = chat.streamedReply();
  await ask('Compare FD and RD');
  await reply.chunk(
    [
      '{"type":"delta","text":"Two options:\\n\\n- **FD**: one deposit\\n- **RD**: monthly\\n\\n"}',
      '{"type":"delta","text":"| Scheme | Rate |\\n|---|---:|\\n| FD | 7% |\\n| RD | 6.5% |\\n\\n"}',
      '{"type":"delta","text":"See [RBI](https://www.rbi.org.in) <img src=x onerror=alert(1)> and [bad](javascript:alert(1)). ![A chart](https://example.com/chart.png)"}',
      '{"type":"done"}',
      '',
    ].join('\n'),
  );
  const message = lastAssistant();
  expect(
    within(message)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['FD: one deposit', 'RD: monthly']);
  const table = within(message).getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Scheme', 'Rate']);
  expect(
    within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['FD', '7%', 'RD', '6.5%']);

  const link = within(message).getByRole('link', { name: 'RBI' });
  expect(link).toHaveAttribute('href', 'https://www.rbi.org.in');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  // A picture in the reply is not loaded into the page: it becomes a link to open it.
  expect(within(message).getByRole('link', { name: 'A chart' })).toHaveAttribute(
    'href',
    'https://example.com/chart.png',
  );
  expect(message.querySelector('img')).toBeNull();
  expect(message.querySelector('[onerror]')).toBeNull();
  expect(message).toHaveTextContent('<img src=x onerror=alert(1)>');
  // An unsafe link target is emptied, not followed.
  expect(within(message).getByText('bad').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
});

test("the user's own text is shown as typed, never as markdown or HTML", async () => {
  render(<ChatAssistantScreen />);
  chat.streamedReply();
  await ask('**bold?** <b>tag</b>');
  const mine = within(log()).getByRole('article', { name: 'You' });
  expect(mine).toHaveTextContent('**bold?** <b>tag</b>');
  expect(mine.querySelector('b, strong')).toBeNull();
});

test('Stop ends the reply early, keeps what arrived and ends the request', async () => {
  render(<ChatAssistantScreen />);
  const reply = chat.streamedReply();
  await ask('Tell me about tax');
  await reply.words('The new regime ', 'has lower rates');
  await userEvent.click(screen.getByRole('button', { name: 'Stop' }));

  expect(chat.calls[0]?.signal.aborted).toBe(true);
  expect(messagesShown()).toEqual(['You: Tell me about tax', 'Assistant: The new regime has lower rates']);
  expect(sendButton()).toHaveTextContent('Send');
  expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  expect(input()).toHaveFocus();
  // Words still in flight after Stop are not added.
  await reply.words(' and no deductions.');
  expect(lastAssistant()).toHaveTextContent(/^The new regime has lower rates$/);
});

test('Stop before any words: No response.', async () => {
  render(<ChatAssistantScreen />);
  chat.streamedReply();
  await ask('Hello?');
  await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
  expect(messagesShown()).toEqual(['You: Hello?', 'Assistant: No response.']);
});

test('a reply with no text: No response.', async () => {
  render(<ChatAssistantScreen />);
  const reply = chat.streamedReply();
  await ask('Anything?');
  await reply.done();
  expect(messagesShown()).toEqual(['You: Anything?', 'Assistant: No response.']);
  expect(sendButton()).toHaveTextContent('Send');
});

test.each([
  ['the network fails', () => chat.networkFailure()],
  ['the gateway answers 502', () => chat.jsonReply(502, { error: 'The chat service did not answer' })],
  ['the gateway answers 429', () => chat.jsonReply(429, { error: 'Too many requests, please try again later' })],
  ['the gateway answers 503 without a message', () => chat.jsonReply(503)],
  // The day's chat budget is spent for everyone, or for the visitor's network: the gateway says the spec's words.
  ['the day is spent (503)', () => chat.jsonReply(503, { error: 'Failed to get response from chatbot.' })],
  [
    'the network has spent its share (429)',
    () => chat.jsonReply(429, { error: 'Failed to get response from chatbot.' }),
  ],
])('%s: Failed to get response from chatbot., then idle', async (_name, arrange) => {
  render(<ChatAssistantScreen />);
  arrange();
  await ask('What is TDS?');
  expect(await within(log()).findByText('Failed to get response from chatbot.')).toBeInTheDocument();
  expect(messagesShown()).toEqual(['You: What is TDS?', 'Assistant: Failed to get response from chatbot.']);
  expect(screen.queryByText('Bot is thinking...')).not.toBeInTheDocument();
  expect(sendButton()).toHaveTextContent('Send');
});

test('a stream that fails before any words: Failed to get response from chatbot.', async () => {
  render(<ChatAssistantScreen />);
  const reply = chat.streamedReply();
  await ask('What is TDS?');
  await reply.error();
  expect(messagesShown()).toEqual(['You: What is TDS?', 'Assistant: Failed to get response from chatbot.']);
  expect(sendButton()).toHaveTextContent('Send');
});

test.each([
  ['an error line', (reply: ReturnType<typeof chat.streamedReply>) => reply.error()],
  ['a dropped connection', (reply: ReturnType<typeof chat.streamedReply>) => reply.drop()],
])('a reply cut off by %s keeps its words, marked as cut short', async (_name, cut) => {
  render(<ChatAssistantScreen />);
  const reply = chat.streamedReply();
  await ask('Explain EMI');
  await reply.words('EMI is the fixed ');
  await cut(reply);
  expect(within(lastAssistant()).getByText('EMI is the fixed')).toBeInTheDocument();
  expect(within(lastAssistant()).getByText('The reply was cut short.')).toBeInTheDocument();
  expect(screen.queryByText('Failed to get response from chatbot.')).not.toBeInTheDocument();
  expect(sendButton()).toHaveTextContent('Send');
});

test('a page token the gateway refuses (the tab was open for hours): once more with a new one, and the reply comes', async () => {
  render(<ChatAssistantScreen />);
  chat.refusedToken();
  const reply = chat.streamedReply();
  await ask('What is an RD?');
  await reply.words('An RD is a recurring deposit.');
  await reply.done();
  expect(chat.calls.map((call) => call.headers['X-FinTools-Page-Token'])).toEqual([FAKE_PAGE_TOKEN, FRESH_PAGE_TOKEN]);
  expect(chat.tokensFetched).toEqual([`${window.location.origin}/api/page-token`]);
  expect(messagesShown()).toEqual(['You: What is an RD?', 'Assistant: An RD is a recurring deposit.']);
});

test("chat not configured: the gateway's message is the answer", async () => {
  render(<ChatAssistantScreen />);
  chat.jsonReply(503, { error: 'Chat is not configured' });
  await ask('Hello');
  expect(await within(log()).findByText('Chat is not configured')).toBeInTheDocument();
  expect(messagesShown()).toEqual(['You: Hello', 'Assistant: Chat is not configured']);
  expect(sendButton()).toHaveTextContent('Send');
});

test("each question sends the whole conversation, system message first; the screen's own notices are not sent", async () => {
  render(<ChatAssistantScreen />);
  const first = chat.streamedReply();
  await ask('Hi');
  await first.words('Hello! ', 'How can I help?');
  await first.done();
  chat.networkFailure();
  await ask('What is an FD?');
  await within(log()).findByText('Failed to get response from chatbot.');
  chat.streamedReply();
  await ask('What is an FD, again?');

  expect(chat.calls.map((call) => call.body.messages)).toEqual([
    [
      { role: 'system', content: 'You are a helpful assistant.' },
      { role: 'user', content: 'Hi' },
    ],
    [
      { role: 'system', content: 'You are a helpful assistant.' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! How can I help?' },
      { role: 'user', content: 'What is an FD?' },
    ],
    [
      { role: 'system', content: 'You are a helpful assistant.' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! How can I help?' },
      { role: 'user', content: 'What is an FD?' },
      { role: 'user', content: 'What is an FD, again?' },
    ],
  ]);
  expect(screen.queryByText('You are a helpful assistant.')).not.toBeInTheDocument();
});

test('the box follows the newest words, unless the visitor has scrolled up to read', async () => {
  render(<ChatAssistantScreen />);
  const box = log();
  // jsdom lays nothing out: the box's geometry is played by hand.
  let contentHeight = 400;
  let scrolledTo = 0;
  Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(box, 'scrollTop', {
    configurable: true,
    get: () => scrolledTo,
    set: (top: number) => (scrolledTo = top),
  });
  Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => contentHeight });

  const reply = chat.streamedReply();
  contentHeight = 900;
  await ask('A long answer, please');
  expect(box.scrollTop).toBe(900);
  contentHeight = 1500;
  await reply.words('Line after line');
  expect(box.scrollTop).toBe(1500);

  // The visitor scrolls up: the box stays where they are while the reply grows.
  box.scrollTop = 200;
  fireEvent.scroll(box);
  contentHeight = 2000;
  await reply.words(' and more lines');
  expect(box.scrollTop).toBe(200);

  // Back at the bottom, it follows again.
  box.scrollTop = 1600;
  fireEvent.scroll(box);
  contentHeight = 2400;
  await reply.words(' and the end.');
  expect(box.scrollTop).toBe(2400);
  await reply.done();
});

test('leaving the screen ends a pending reply', async () => {
  const { unmount } = render(<ChatAssistantScreen />);
  chat.streamedReply();
  await ask('Hello');
  unmount();
  expect(chat.calls[0]?.signal.aborted).toBe(true);
});

test('in Hindi: the screen’s words in Hindi, and the question asks for an answer in Hindi', async () => {
  render(
    <InLanguage areaDir={path.join(__dirname, '../..')} language="hi">
      <ChatAssistantScreen />
    </InLanguage>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'चैट सहायक' })).toBeInTheDocument();
  const hindiLog = screen.getByRole('log', { name: 'बातचीत' });
  expect(within(hindiLog).getByText('आपकी बातचीत यहाँ दिखेगी।')).toBeInTheDocument();
  const reply = chat.streamedReply();
  await userEvent.type(screen.getByLabelText('संदेश'), 'SIP क्या है?');
  await userEvent.click(screen.getByRole('button', { name: 'भेजें' }));
  expect(within(hindiLog).getByText('बॉट सोच रहा है...')).toBeInTheDocument();
  expect(chat.calls[0]?.body).toMatchObject({ language: 'hi' });
  await reply.words('SIP हर महीने निवेश है।');
  await reply.done();
  expect(within(hindiLog).getAllByRole('article', { name: 'सहायक' }).at(-1)).toHaveTextContent('SIP हर महीने निवेश है।');
});
