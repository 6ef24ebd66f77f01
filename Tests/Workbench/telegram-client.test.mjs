// The JavaScript client against a Telegram mini app in the real host (the telegram
// dialect): run by scripts/test-workbench with `node --test`, with $MINIAPP naming `miniapp`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MiniApp } from '../../testing/javascript/miniapp-testing.mjs';

const APP = join(dirname(fileURLToPath(import.meta.url)), 'telegram');

test('a telegram mini app: launch parameters, the user\'s taps, scripted answers, host events', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'workbench-telegram-'));
  const profile = join(folder, 'profile.json');
  await writeFile(profile, JSON.stringify({ telegram: { platform: 'ios', popup: 'drop' } }));
  const app = await MiniApp.start(APP, { profile, hold: true });
  try {
    // A value is the success event's payload (the call's req_id added).
    await app.answer('web_app_invoke_custom_method', { value: { result: { name: 'Scripted' } } });
    await app.launch();
    await app.waitUntil(async () => (await (await app.find('#user')).text()) === 'Taro on ios 9.6', { message: 'the launch parameters' });
    const state = await app.telegram();
    assert.equal(state.platform, 'ios');
    assert.equal(state.chrome.settingsButton, true);

    await (await app.find('#popup-button')).click();
    await app.waitUntil(async () => (await (await app.find('#popup')).text()) === 'drop', { message: "the profile's popup answer" });
    const popup = await app.expectTelegramEvent('popup_closed');
    assert.deepEqual(popup.data, { button_id: 'drop' });

    await (await app.find('#load')).click();
    await app.waitUntil(async () => (await (await app.find('#cloud')).text()) === '{"name":"Scripted"}', { message: 'the scripted custom method' });
    const load = await app.expectCall('web_app_invoke_custom_method');
    assert.deepEqual(load.param, { req_id: 'load', method: 'getStorageValues', params: { keys: ['name'] } });
    assert.deepEqual(load.reply, [{ event: 'custom_method_invoked', data: { req_id: 'load', result: { name: 'Scripted' } } }]);

    await app.pushEvent('secondaryButton');
    await app.pushEvent('mainButton');
    await app.waitUntil(async () => (await (await app.find('#main')).text()) === 'pressed 1', { message: 'the main button' });
    const ignored = (await app.transcript()).filter((line) => line.kind === 'host' && line.name === 'telegramTapIgnored');
    assert.equal(ignored.length, 1, 'the secondary button is not shown: its tap is a host line');
  } finally {
    await app.quit();
  }
});
