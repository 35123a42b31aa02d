import type { Page, Route } from '@playwright/test';
import { expect, visitorTest as test } from '../support/fixtures';
import { E2E_ENV, FAKE_CHAT_KEY, FAKES_URL } from '../support/environment';

/*
 * The chat remote through the shell and the real gateway, which streams the fake chat upstream's reply
 * ("**You asked:** <question>" and a list, sent in odd-sized pieces with small pauses) as NDJSON.
 * Only the first test reaches the upstream, so the fakes' "last chat request" is that test's.
 */

const SYSTEM_MESSAGE = { role: 'system', content: 'You are a helpful assistant.' };

function chatScreen(page: Page) {
  const log = page.getByRole('log', { name: 'Conversation' });
  return {
    log,
    input: page.getByLabel('Message'),
    send: page.getByRole('button', { name: /^(Send|Sending\.\.\.)$/ }),
    replies: log.getByRole('article', { name: 'Assistant' }),
    questions: log.getByRole('article', { name: 'You' }),
  };
}

async function openChat(page: Page) {
  await page.goto('/chat-bot');
  // The first visit downloads the remote and react-markdown: allow for a busy CI machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Assistant' })).toBeVisible();
  return chatScreen(page);
}

/** Answers `POST /api/chat` in the browser as the gateway would, recording the conversations sent. */
async function fakeGatewayChat(page: Page, ndjson: string) {
  const sent: { role: string; content: string }[][] = [];
  await page.route('**/api/chat', async (route: Route) => {
    sent.push((route.request().postDataJSON() as { messages: { role: string; content: string }[] }).messages);
    await route.fulfill({ status: 200, contentType: 'application/x-ndjson; charset=utf-8', body: ndjson });
  });
  return sent;
}

test('a question streams its answer in, piece by piece, as markdown, through the gateway', async ({
  page,
  request,
}) => {
  // The fake's reply streams for about 2 s (E2E_ENV) and the test samples it as it grows: more time than most.
  test.slow();
  const browserAuthorization: string[] = [];
  page.on('request', async (sent) => {
    const authorization = (await sent.allHeaders().catch(() => ({}) as Record<string, string>))['authorization'];
    if (authorization !== undefined) browserAuthorization.push(`${sent.url()}: ${authorization}`);
  });
  const question = `What is a SIP? (${test.info().testId})`;
  const chat = await openChat(page);
  await expect(chat.log).toHaveCSS('height', '400px');
  await expect(chat.send).toBeDisabled();

  // Every change the screen makes while the reply streams, as the visitor would have seen it: the
  // thinking line lasts only until the first words (a fraction of a second), too short to poll for.
  await page.evaluate(() => {
    const log = document.querySelector('[role="log"]') as HTMLElement;
    const button = document.querySelector('form button[type="submit"]') as HTMLButtonElement;
    const timeline: { thinking: boolean; button: string; disabled: boolean; reply: number }[] = [];
    Object.assign(window, { chatTimeline: timeline });
    new MutationObserver(() => {
      const replies = log.querySelectorAll('article[aria-label="Assistant"]');
      timeline.push({
        thinking: (log.textContent ?? '').includes('Bot is thinking...'),
        button: button.textContent ?? '',
        disabled: button.disabled,
        reply: replies[replies.length - 1]?.textContent?.length ?? 0,
      });
    }).observe(log.parentElement ?? document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });

  await chat.input.fill(question);
  await chat.send.click();
  await expect(chat.send).toHaveText('Sending...');

  // The reply grows while the button still reads Sending...: sample its length as it streams, at once (the
  // fake streams its answer in well under a second, so other checks made first could miss it).
  const lengths: number[] = [];
  let sawSendingDisabled = false;
  while ((await chat.send.textContent()) === 'Sending...') {
    sawSendingDisabled ||= await chat.send.isDisabled();
    lengths.push(
      (
        (await chat.replies
          .last()
          .textContent({ timeout: 100 })
          .catch(() => '')) ?? ''
      ).length,
    );
    await page.waitForTimeout(40);
  }
  const growing = lengths.filter((length, i) => length > 0 && length > (lengths[i - 1] ?? 0));
  expect(growing.length, `lengths sampled while streaming: ${lengths.join(', ')}`).toBeGreaterThanOrEqual(2);
  expect(sawSendingDisabled).toBe(true);
  await expect(chat.questions).toHaveText([question]);
  await expect(chat.input).toHaveValue('');

  const timeline = (await page.evaluate(() => (window as unknown as { chatTimeline: unknown }).chatTimeline)) as {
    thinking: boolean;
    button: string;
    disabled: boolean;
    reply: number;
  }[];
  // 'Bot is thinking...' with Sending... disabled, before any words; never once words have arrived.
  expect(
    timeline.some((seen) => seen.thinking && seen.button === 'Sending...' && seen.disabled && seen.reply === 0),
  ).toBe(true);
  expect(timeline.filter((seen) => seen.thinking && seen.reply > 0)).toEqual([]);
  // Words arrived in several steps while the reply was pending.
  const streamed = new Set(
    timeline
      .filter((seen) => seen.button === 'Sending...' && seen.disabled && seen.reply > 0)
      .map((seen) => seen.reply),
  );
  expect(streamed.size).toBeGreaterThanOrEqual(3);

  await expect(chat.send).toHaveText('Send');
  await expect(page.getByText('Bot is thinking...')).toBeHidden();
  const reply = chat.replies.last();
  await expect(reply.locator('strong')).toHaveText('You asked:');
  await expect(reply).toContainText(question);
  await expect(reply.getByRole('listitem')).toHaveCount(3);
  await expect(reply.getByRole('listitem').nth(1)).toHaveText('Start a SIP early: compounding needs time, not timing.');
  await expect(page.getByText('You are a helpful assistant.')).toHaveCount(0);

  // Questions on the right, answers on the left.
  await expect(chat.questions.first()).toHaveCSS('align-self', 'flex-end');
  await expect(reply).toHaveCSS('align-self', 'flex-start');

  // What reached the chat service: the gateway's key and model, the hidden system message first.
  const upstream = await request.get(`${FAKES_URL}/__fakes/requests/chat`);
  expect(upstream.ok()).toBe(true);
  const recorded = (await upstream.json()) as {
    headers: Record<string, string>;
    body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
  };
  expect(recorded.body.model).toBe(E2E_ENV.CHAT_MODEL);
  // The gateway's own system message, not the page's: replies are kept to personal finance and FinTools.
  expect(recorded.body.messages[0]).toEqual({
    role: 'system',
    content: expect.stringMatching(/^You are the assistant of FinTools.*Answer only questions about personal finance/),
  });
  expect(recorded.body.messages.at(-1)).toEqual({ role: 'user', content: question });
  expect(recorded.headers.authorization).toBe(`Bearer ${FAKE_CHAT_KEY}`);
  // …and no credential ever left the browser.
  expect(browserAuthorization).toEqual([]);
});

test('a failed request answers "Failed to get response from chatbot." and the chat is ready again', async ({
  page,
}) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: '{"error":"The chat service did not answer"}',
    }),
  );
  const chat = await openChat(page);
  await chat.input.fill('Will this work?');
  await chat.input.press('Enter');
  await expect(chat.replies).toHaveText(['Failed to get response from chatbot.']);
  await expect(chat.send).toHaveText('Send');
  await chat.input.fill('Again?');
  await expect(chat.send).toBeEnabled();
});

test('Enter sends the message; Shift+Enter starts a new line', async ({ page }) => {
  const sent = await fakeGatewayChat(page, '{"type":"delta","text":"Noted, **both** lines."}\n{"type":"done"}\n');
  const chat = await openChat(page);
  await chat.input.fill('First line');
  await chat.input.press('Shift+Enter');
  await chat.input.pressSequentially('second line');
  await expect(chat.input).toHaveValue('First line\nsecond line');
  expect(sent).toHaveLength(0);

  await chat.input.press('Enter');
  await expect(chat.replies).toHaveText(['Noted, both lines.']);
  expect(sent).toEqual([[SYSTEM_MESSAGE, { role: 'user', content: 'First line\nsecond line' }]]);
  await expect(chat.questions).toHaveText(['First line\nsecond line']);
  await expect(chat.input).toHaveValue('');
});

test('on a 375 px phone a wide table and long code scroll inside their bubble, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const wide = [
    '| Scheme | Rate | Lock-in | Tax on interest | Premature withdrawal | Minimum deposit |',
    '|---|---:|---|---|---|---:|',
    '| Tax-saver FD | 7.0% | 5 years | Taxed at slab rate | Not allowed | ₹1,000 |',
    '',
    '```',
    'const maturity = principal * Math.pow(1 + rate / 400, 4 * years); // quarterly compounding, long line',
    '```',
  ].join('\n');
  await fakeGatewayChat(page, `${JSON.stringify({ type: 'delta', text: wide })}\n{"type":"done"}\n`);
  const chat = await openChat(page);
  await chat.input.fill('Compare deposits');
  await chat.input.press('Enter');
  await expect(chat.replies.last().getByRole('table')).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const send = await chat.send.boundingBox();
  expect(send?.height ?? 0).toBeGreaterThanOrEqual(44);
  const input = await chat.input.boundingBox();
  expect(input?.height ?? 0).toBeGreaterThanOrEqual(44);
});
