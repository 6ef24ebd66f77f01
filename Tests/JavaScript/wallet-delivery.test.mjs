// The wallet dialect's delivery script (WalletScript.source, embedded in the Swift
// file): answers reach _bitcoinWalletApi.receiveMessage, wait while it is missing,
// and one throwing receiveMessage does not block the others.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const swift = fs.readFileSync(path.resolve(here, '../../Sources/MiniAppKit/Dialect/Wallet/WalletScript.swift'), 'utf8');
const name = swift.match(/deliveryFunction = "([^"]+)"/)[1];
const source = swift.split(/static let source = """/)[1].split('"""')[0].replaceAll('\\(deliveryFunction)', name);
// What native evaluates for one answer (WalletDialect.script(delivering:)).
const delivery = (message) => `${name}(${JSON.stringify(message)})`;

function frame() {
  const logs = [];
  const context = { console: { warn: (text) => logs.push(['warn', text]), error: (text) => logs.push(['error', text]) }, setTimeout, Math, Object };
  context.window = context;
  vm.createContext(context);
  vm.runInContext(source, context);
  return { context, logs, run: (code) => vm.runInContext(code, context) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('an answer reaches receiveMessage at once when the page has defined it', () => {
  const f = frame();
  f.context.got = [];
  f.run('var _bitcoinWalletApi = { receiveMessage(m) { got.push(m) } }');
  f.run(delivery({ messageId: 'a', command: 'getAddress', data: { address: 'q' } }));
  assert.deepEqual(JSON.parse(JSON.stringify(f.context.got)), [{ messageId: 'a', command: 'getAddress', data: { address: 'q' } }]);
  assert.deepEqual(f.logs, []);
});

test('answers wait, in order and with a warning, until receiveMessage exists (let included)', async () => {
  const f = frame();
  f.context.got = [];
  f.run(delivery({ messageId: '1', command: 'getAddress' }));
  f.run(delivery({ messageId: '2', command: 'sendAssets' }));
  assert.equal(f.logs.length, 2);
  assert.match(f.logs[0][1], /receiveMessage is not defined; the reply for messageId 1 waits until it is \(1 waiting\)/);
  await sleep(50);
  f.run('let _bitcoinWalletApi = { receiveMessage(m) { got.push(m.messageId) } }');
  await sleep(300);
  assert.deepEqual([...f.context.got], ['1', '2']);
  f.run(delivery({ messageId: '3', command: 'getAddress' }));
  assert.deepEqual([...f.context.got], ['1', '2', '3']);
});

test('a throwing receiveMessage is logged and does not stop later answers', () => {
  const f = frame();
  f.context.got = [];
  f.run('var _bitcoinWalletApi = { receiveMessage(m) { got.push(m.messageId); if (m.messageId === "bad") throw new Error("boom") } }');
  f.run(delivery({ messageId: 'bad', command: 'x' }));
  f.run(delivery({ messageId: 'good', command: 'x' }));
  assert.deepEqual([...f.context.got], ['bad', 'good']);
  assert.deepEqual(f.logs, [['error', 'MiniAppKit wallet: _bitcoinWalletApi.receiveMessage threw for messageId bad: boom']]);
});

test('the delivery function is read-only and not enumerable; a second injection keeps the first', () => {
  const f = frame();
  const first = f.context[name];
  assert.equal(Object.keys(f.context).includes(name), false);
  f.run(`try { window.${name} = null } catch (e) {}`);
  assert.equal(f.context[name], first);
  f.run(source);
  assert.equal(f.context[name], first);
});
