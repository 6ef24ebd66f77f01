// Opt-in compatibility check against Rakuten's own 5.6.1 bridge.js, which is not
// part of this repository. Point MINIAPP_RAKUTEN_BRIDGE at a local copy:
//   MINIAPP_RAKUTEN_BRIDGE=/tmp/rakuten-bridge.js node --test Tests/JavaScript/
// It checks that the spec table our tests use (§2) matches the real bridge, and
// that our bridge offers every method the real one has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createFrame, nlaBase64, state, track } from './harness.mjs';
import { SPEC_METHODS } from './method-table.mjs';

const path = process.env.MINIAPP_RAKUTEN_BRIDGE;
const skip = path ? false : 'set MINIAPP_RAKUTEN_BRIDGE to a local copy of Rakuten bridge.js';

const rakutenFrame = () =>
  createFrame({
    channel: 'MiniAppiOS',
    source: fs.readFileSync(path, 'utf8'),
    filename: 'rakuten-bridge.js',
    prelude: 'Math.random = () => 0.5;',
  });

function normalize(value) {
  if (Object.prototype.toString.call(value) === '[object Date]') return { date: value.getTime() };
  if (Array.isArray(value)) return Array.from(value, (item) => normalize(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normalize(inner)]));
  }
  return value;
}

function methodNames(object) {
  const names = new Set();
  for (let o = object; o && Object.getPrototypeOf(o); o = Object.getPrototypeOf(o)) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name !== 'constructor' && typeof object[name] === 'function') names.add(name);
    }
  }
  return names;
}

test('Rakuten bridge: every method it has, ours has too', { skip }, () => {
  const ours = methodNames(createFrame().bridge);
  const theirs = rakutenFrame().bridge;
  for (const name of methodNames(theirs)) assert.ok(ours.has(name), name);
  for (const key of Object.keys(theirs)) assert.ok(key in createFrame().bridge, key);
});

test('Rakuten bridge: the §2 table (action, param, success, raw/parse) holds', { skip }, async () => {
  for (const row of SPEC_METHODS) {
    const frame = rakutenFrame();
    track(row.call(frame.bridge));
    assert.equal(frame.last().message.action, row.action, row.name);
    assert.deepStrictEqual(frame.last().message.param, row.param, row.name);
    for (const [value, expected] of row.successes) {
      const promise = track(row.call(frame.bridge));
      frame.bridge.execSuccessCallback(frame.last().message.id, value);
      assert.deepStrictEqual(normalize((await state(promise)).value), normalize(expected), row.name);
    }
    const failing = track(row.call(frame.bridge));
    frame.bridge.execErrorCallback(frame.last().message.id, 'hostAppError: Host app Error');
    const { error } = await state(failing);
    assert.equal(typeof error === 'string' ? 'raw' : 'parse', row.reject, row.name);
  }
});

test('Rakuten bridge: NLA round trips decode as in ours', { skip }, async () => {
  const frame = rakutenFrame();
  for (const text of ['Taro Yamada', '山田 太郎', 'café ¥100 €5', 'a\\b', 'C:\\new', 'tab\t"q"\n😀']) {
    const promise = track(frame.bridge.getUserName());
    frame.bridge.execSuccessCallback(frame.last().message.id, nlaBase64(text));
    assert.deepEqual(await state(promise), { value: text });
  }
});
