import path from 'node:path';
import { within } from '@testing-library/react';
import { XSS, dangerousLinks, expectNoMarkup, fastUser, renderInMain } from '../../shared/test/hostile-input';
import { installFakeChatFetch } from '../test/fake-chat-fetch';
import { expectAskedWordsTranslated, expectMessagesTranslated } from '../../shared/test/words';
import ChatAssistantScreen from './chat-assistant/chat-assistant-screen';
import { MESSAGE_TOO_LONG, NO_RESPONSE, REQUEST_FAILED } from './chat-assistant/conversation';

// A hostile message and a hostile reply show as text (shared/test/hostile-input.tsx); only the gateway is faked.

let chat: ReturnType<typeof installFakeChatFetch>;
beforeEach(() => {
  chat = installFakeChatFetch();
});
afterEach(() => chat.restore());

test('/chat-bot: a hostile message and a hostile reply show as text', async () => {
  const reply = `Echo: ${XSS} [click](javascript:window.__xss=1) <script>window.__xss=1</script> ![x](x)`;
  const user = fastUser();
  const main = renderInMain(<ChatAssistantScreen />);
  const log = within(main).getByRole('log', { name: 'Conversation' });
  const input = within(main).getByLabelText('Message');
  const sendButton = () => within(main).getByRole('button', { name: /^(Send|Sending\.\.\.)$/ });

  const messages = [XSS, `**${XSS}**`, '[x](javascript:window.__xss=1)', '1e309 NaN-free ٣٤٥'];
  for (const message of messages) {
    const streamed = chat.streamedReply();
    await user.clear(input);
    await user.click(input);
    await user.paste(message);
    await user.click(sendButton());
    await streamed.words(reply);
    await streamed.done();
    const last = (name: string) => within(log).getAllByRole('article', { name }).at(-1);
    expect(last('You')).toHaveTextContent(message.replace(/\*\*/g, ''), { normalizeWhitespace: false });
    expect(last('Assistant')).toHaveTextContent('Echo:');
    expect(sendButton()).toHaveTextContent('Send');
  }
  expect(chat.calls.map((call) => call.body.messages.at(-1)?.content)).toEqual(messages);
  expect(log.querySelectorAll('img')).toHaveLength(0);
  expect(dangerousLinks()).toEqual([]);
  // Not expectSane: a message says "NaN" on purpose, and the log may show it.
  expectNoMarkup('the conversation');

  // Whitespace only is not sent.
  await user.clear(input);
  await user.type(input, '   ');
  expect(sendButton()).toBeDisabled();
});

const AREA = path.join(__dirname, '..');

test('every notice the screen may show has its translation: its own, and the gateway’s when chat is off', () => {
  expectMessagesTranslated(AREA, [
    { NOTICE_MESSAGES: [MESSAGE_TOO_LONG, NO_RESPONSE, REQUEST_FAILED, 'Chat is not configured'] },
  ]);
});

// Every word the screens above asked for, in every language (shared/test/words.tsx).
afterAll(() => expectAskedWordsTranslated(AREA));
