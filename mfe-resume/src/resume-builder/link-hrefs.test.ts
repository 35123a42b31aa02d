import { emailHref, phoneHref, websiteHref } from './link-hrefs';

describe('emailHref: mailto: only for something that looks like an address', () => {
  test.each([
    ['asha@example.com', 'mailto:asha@example.com'],
    ['  asha.rao+cv@mail.example.co.in ', 'mailto:asha.rao+cv@mail.example.co.in'],
    ["o'neil@example.org", "mailto:o'neil@example.org"],
    ['ASHA@EXAMPLE.IN', 'mailto:ASHA@EXAMPLE.IN'],
    ['asha', null],
    ['asha@', null],
    ['@example.com', null],
    ['asha@example', null],
    ['asha@example.c', null],
    ['asha @example.com', null],
    ['asha@exa mple.com', null],
    ['a@b@example.com', null],
    ['asha@example.com?subject=hi', null],
    ['asha@example.com?cc=x@evil.example', null],
    ['javascript:alert(1)//@example.com', null],
    ['<script>@example.com', null],
    ['', null],
  ])('%j → %j', (text, href) => {
    expect(emailHref(text)).toBe(href);
  });
});

describe('phoneHref: tel: with the separators stripped, only digits and a leading +', () => {
  test.each([
    ['+91 98765 43210', 'tel:+919876543210'],
    ['098765-43210', 'tel:09876543210'],
    ['+91-22-2345-6789', 'tel:+912223456789'],
    ['(022) 2345.6789', 'tel:02223456789'],
    ['+91 98765\u201343210', 'tel:+919876543210'],
    ['  9876543210  ', 'tel:9876543210'],
    ['112', 'tel:112'],
    ['12', null],
    ['+', null],
    ['9876543210 ext 2', null],
    ['98765+43210', null],
    ['++919876543210', null],
    ['call me', null],
    ['1234567890123456', null],
    ['javascript:alert(1)', null],
    ['९८७६५४३२१०', null],
    ['', null],
  ])('%j → %j', (text, href) => {
    expect(phoneHref(text)).toBe(href);
  });
});

describe('websiteHref: https for bare addresses, http kept, anything else plain text', () => {
  test.each([
    ['linkedin.com/in/x', 'https://linkedin.com/in/x'],
    ['  linkedin.com/in/asha-rao  ', 'https://linkedin.com/in/asha-rao'],
    ['www.linkedin.com/in/asha', 'https://www.linkedin.com/in/asha'],
    ['github.com/asha', 'https://github.com/asha'],
    ['https://github.com/asha', 'https://github.com/asha'],
    ['HTTPS://GitHub.com/Asha', 'https://github.com/Asha'],
    ['http://example.in/portfolio', 'http://example.in/portfolio'],
    ['example.in', 'https://example.in/'],
    ['example.in:8080/cv', 'https://example.in:8080/cv'],
    ['//github.com/asha', 'https://github.com/asha'],
    ['github.com/asha?tab=repositories#top', 'https://github.com/asha?tab=repositories#top'],
    ['bücher.example/asha', 'https://xn--bcher-kva.example/asha'],
    // Other schemes are never links.
    ['javascript:alert(1)', null],
    ['JavaScript:alert(document.cookie)', null],
    ['  javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['javascript://github.com/%0Aalert(1)', null],
    ['javascript:1', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['file:///etc/passwd', null],
    ['mailto:asha@example.com', null],
    ['ftp://example.com/cv.pdf', null],
    ['blob:https://example.com/1234', null],
    // Not a plausible host.
    ['asha', null],
    ['localhost:3000', null],
    ['127.0.0.1/admin', null],
    ['https://', null],
    ['https://linkedin', null],
    ['linkedin.com/in/asha rao', null],
    ['https://linkedin.com@evil.example/in/asha', null],
    ['https://user:pass@example.com', null],
    ['<img src=x onerror=alert(1)>', null],
    ['"><script>alert(1)</script>', null],
    ['', null],
  ])('%j → %j', (text, href) => {
    expect(websiteHref(text)).toBe(href);
  });

  test('whatever it returns is an http(s) URL', () => {
    const inputs = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java%0ascript:alert(1)',
      'javascript&colon;alert(1)',
      '\u0000javascript:alert(1)',
      'github.com/x',
    ];
    for (const input of inputs) {
      const href = websiteHref(input);
      if (href !== null) expect(href).toMatch(/^https?:\/\//);
    }
  });
});
