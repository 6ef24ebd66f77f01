// NonLossyASCII-in-base64 decoding for getUserName and miniappreceivejsoninfo (§1.8).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createFrame, nlaBase64, state, track } from './harness.mjs';

async function userName(frame, value) {
  const promise = track(frame.bridge.getUserName());
  frame.last().resolve(`S${value}`);
  const result = await state(promise);
  assert.ok(result !== 'pending' && 'value' in result, `getUserName(${value}) resolved: ${JSON.stringify(result)}`);
  return result.value;
}

test("the test encoder reproduces the spec's verified encodings", () => {
  assert.equal(nlaBase64('Taro Yamada'), 'VGFybyBZYW1hZGE=');
  assert.equal(nlaBase64('山田 太郎'), 'XHU1YzcxXHU3NTMwIFx1NTkyYVx1OTBjZQ==');
  assert.equal(nlaBase64('café ¥100 €5'), 'Y2FmXDM1MSBcMjQ1MTAwIFx1MjBhYzU=');
});

test('getUserName decodes the verified round trips', async () => {
  const frame = createFrame();
  assert.equal(await userName(frame, 'VGFybyBZYW1hZGE='), 'Taro Yamada');
  assert.equal(await userName(frame, 'XHU1YzcxXHU3NTMwIFx1NTkyYVx1OTBjZQ=='), '山田 太郎');
  assert.equal(await userName(frame, 'Y2FmXDM1MSBcMjQ1MTAwIFx1MjBhYzU='), 'café ¥100 €5');
});

const ROUND_TRIPS = [
  'Taro Yamada',
  '山田 太郎',
  'café ¥100 €5',
  'emoji 😀 👍🏽 🇯🇵',
  'He said "hi" & \'bye\'',
  'tab\there\nnew line\r\nCRLF',
  'a\\b',
  'C:\\new',
  'C:\\\\server\\share\\',
  'literal \\u0041 and \\n and \\\\',
  'trailing backslash \\',
  'quote after backslash \\"',
  'controls \u0001\u001f\u007f and latin-1 \u00a0\u00e9\u00ff',
  'separators \u2028 \u2029',
  'é123 digits after an octal escape',
  '',
];

for (const text of ROUND_TRIPS) {
  test(`NLA round trip: ${JSON.stringify(text)}`, async () => {
    const frame = createFrame();
    const encoded = nlaBase64(text);
    if (text === '') {
      // An empty name is an empty V: rejected with Unknown Error (§2 row 11).
      const promise = track(frame.bridge.getUserName());
      frame.last().resolve('S');
      assert.deepEqual(await state(promise), { error: 'Unknown Error' });
      return;
    }
    assert.equal(await userName(frame, encoded), text);
    // Same decoding for the host-to-mini-app event (§3).
    const received = [];
    frame.window.addEventListener('miniappreceivejsoninfo', (event) => received.push(event.detail.message));
    frame.run(`MiniAppBridge.execCustomEventsCallback('miniappreceivejsoninfo', ${JSON.stringify(encoded)})`);
    assert.deepEqual(received, [text]);
  });
}

test('DEVIATION: a literal backslash + 3 digits falls back to the head bridge retry instead of hanging', async () => {
  const frame = createFrame();
  // 2023 bridge: JSON.parse throws and the promise hangs. Head bridge: "\A".
  assert.equal(await userName(frame, nlaBase64('\\101')), '\\A');
});

test('base64 is decoded with Node Buffer leniency', async () => {
  const frame = createFrame();
  assert.equal(await userName(frame, 'VGFybyBZYW1hZGE'), 'Taro Yamada'); // no padding
  assert.equal(await userName(frame, 'VGFy by\nBZYW1h*ZGE='), 'Taro Yamada'); // stray characters dropped
  assert.equal(await userName(frame, 'VGFybw==VGFybw=='), 'Taro'); // stops at the first "="
  assert.equal(await userName(frame, Buffer.from('ÿþý>?').toString('base64url')), 'ÿþý>?'); // URL-safe alphabet
  assert.equal(await userName(frame, 'QQ'), 'A');
});

test('plain UTF-8 base64 (no backslashes) decodes like TextDecoder, invalid bytes included', async () => {
  const frame = createFrame();
  assert.equal(await userName(frame, Buffer.from('café 山田 😀').toString('base64')), 'café 山田 😀');
  const decoder = new TextDecoder();
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  for (let round = 0; round < 60; round += 1) {
    const bytes = [];
    const length = 1 + (random() % 24);
    for (let i = 0; i < length; i += 1) {
      let byte = random() % 256;
      if (byte === 0x5c) byte = 0x41; // backslashes take part in the NLA steps
      bytes.push(byte);
    }
    const expected = decoder.decode(Uint8Array.from(bytes));
    if (expected === '') continue;
    assert.equal(await userName(frame, Buffer.from(bytes).toString('base64')), expected, `bytes ${bytes}`);
  }
});
