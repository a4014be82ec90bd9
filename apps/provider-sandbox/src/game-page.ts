import { textsFor } from './i18n.js';
import type { PlaySession } from './play.js';
import { escapeXml } from './thumbnail.js';

/*
 * The game page the casino shows in its iframe: one self-contained HTML document (inline style
 * and script under a nonce, no external assets). The script only talks to the sandbox's own
 * endpoints; the sandbox's server makes the signed wallet calls, never the browser.
 */

/** The page's data for its script; `<` escaped so no string can close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

export function gamePage(session: PlaySession, nonce: string): string {
  const texts = textsFor(session.lang);
  const lang = escapeXml(session.lang);
  const data = {
    session: session.id,
    mode: session.mode,
    texts,
  };
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(session.gameName)}</title>
<style nonce="${nonce}">
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center;
    background: radial-gradient(circle at 30% 20%, #2b3a67, #11152b 70%); color: #f2f4ff; }
  main { width: min(420px, 92vw); padding: 24px; border-radius: 16px; background: rgba(0,0,0,.35);
    box-shadow: 0 10px 40px rgba(0,0,0,.4); text-align: center; }
  h1 { margin: 0 0 4px; font-size: 1.4rem; }
  p.sub { margin: 0 0 18px; opacity: .75; font-size: .9rem; }
  .coin { width: 110px; height: 110px; margin: 0 auto 18px; border-radius: 50%; display: grid;
    place-items: center; font-weight: 800; font-size: 1.1rem; color: #3b2a00;
    background: radial-gradient(circle at 35% 30%, #fff3b0, #e0a800 70%); }
  .coin.spin { animation: spin .5s linear infinite; }
  @keyframes spin { from { transform: rotateY(0) } to { transform: rotateY(360deg) } }
  label { display: block; margin-bottom: 12px; text-align: left; font-size: .9rem; }
  input { width: 100%; box-sizing: border-box; padding: 10px; border-radius: 8px; border: 1px solid #556;
    background: #0c1022; color: inherit; font-size: 1rem; }
  .sides { display: flex; gap: 8px; margin-bottom: 12px; }
  .sides label { flex: 1; margin: 0; padding: 10px; border-radius: 8px; border: 1px solid #556;
    text-align: center; cursor: pointer; }
  .sides input { display: none; }
  .sides label:has(input:checked) { background: #3d5afe; border-color: #3d5afe; }
  button { width: 100%; padding: 12px; border: 0; border-radius: 8px; background: #00c853;
    color: #002b12; font-size: 1.05rem; font-weight: 700; cursor: pointer; }
  button:disabled { opacity: .5; cursor: wait; }
  output { display: block; min-height: 1.4em; margin: 14px 0 6px; font-weight: 600; }
  output.refused { color: #ff8a80; }
  .balance { opacity: .9; }
  a { color: #9fa8ff; font-size: .85rem; }
</style>
</head>
<body>
<main>
  <h1>${escapeXml(session.gameName)}</h1>
  <p class="sub">${escapeXml(texts.subtitle)}</p>
  <div class="coin" id="coin" aria-hidden="true">?</div>
  <form id="form">
    <label>${escapeXml(texts.bet)} <input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="1.00"></label>
    <div class="sides">
      <label><input type="radio" name="choice" value="heads" checked> ${escapeXml(texts.heads)}</label>
      <label><input type="radio" name="choice" value="tails"> ${escapeXml(texts.tails)}</label>
    </div>
    <button id="play" type="submit">${escapeXml(texts.play)}</button>
  </form>
  <output id="result" role="status" aria-live="polite"></output>
  <div class="balance">${escapeXml(texts.balance)}: <span id="balance">…</span>${session.mode === 'demo' ? ` <small>(${escapeXml(texts.demo)})</small>` : ''}</div>
  <p><a href="${escapeXml(session.lobbyUrl)}" target="_top">${escapeXml(texts.lobby)}</a></p>
</main>
<script nonce="${nonce}">
const DATA = ${scriptJson(data)};
const T = DATA.texts;
const SYMBOLS = { USD: '$', EUR: '€', FUN: 'FUN ' };
const $ = (id) => document.getElementById(id);
function money(minor, currency) {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return sign + (SYMBOLS[currency] ?? currency + ' ') + Math.floor(abs / 100) + '.' + String(abs % 100).padStart(2, '0');
}
function toMinor(text) {
  const match = /^(\\d{1,9})(?:[.,](\\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}
function refusal(status) {
  switch (status) {
    case 'RS_ERROR_NOT_ENOUGH_MONEY': return T.notEnoughMoney;
    case 'RS_ERROR_LIMIT_REACHED': return T.limitReached;
    case 'RS_ERROR_USER_DISABLED': return T.userDisabled;
    case 'RS_ERROR_TOKEN_EXPIRED': return T.tokenExpired;
    default: return T.refused.replace('{status}', status);
  }
}
function show(text, refused) {
  const result = $('result');
  result.textContent = text;
  result.className = refused ? 'refused' : '';
}
function showBalance(answer) {
  if (typeof answer.balance === 'number') $('balance').textContent = money(answer.balance, answer.currency);
}
async function call(path, body) {
  const response = await fetch('/play/' + DATA.session + path, body === undefined
    ? { headers: { accept: 'application/json' } }
    : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status >= 500 || response.headers.get('content-type')?.includes('json') !== true) throw new Error(String(response.status));
  return response.json();
}
async function refresh() {
  try {
    const answer = await call('/state');
    showBalance(answer);
    if (answer.status !== 'RS_OK') show(refusal(answer.status), true);
  } catch {
    show(T.unreachable, true);
  }
}
$('form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const amount = toMinor($('amount').value);
  if (amount === null) { show(T.badAmount, true); return; }
  const choice = new FormData($('form')).get('choice');
  $('play').disabled = true;
  $('coin').classList.add('spin');
  show('', false);
  try {
    const answer = await call('/round', { amount, choice });
    showBalance(answer);
    if (answer.status !== 'RS_OK') { show(refusal(answer.status), true); return; }
    $('coin').textContent = answer.outcome === 'heads' ? T.heads : T.tails;
    show(answer.win > 0 ? T.won.replace('{amount}', money(answer.win, answer.currency)) : T.lost, false);
  } catch {
    show(T.unreachable, true);
  } finally {
    $('play').disabled = false;
    $('coin').classList.remove('spin');
  }
});
refresh();
</script>
</body>
</html>
`;
}

export function unknownSessionPage(lang: string): string {
  const texts = textsFor(lang);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox</title></head><body><p>${escapeXml(texts.unknownSession)}</p></body></html>`;
}
