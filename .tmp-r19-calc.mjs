import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
async function run(url, vals, sel='main') {
  await p.goto('http://localhost:4119' + url, { waitUntil: 'networkidle' });
  for (const [n, v] of Object.entries(vals)) { const el = p.locator(`main input[name="${n}"]`).last(); await el.fill(String(v)); await el.press('Tab'); }
  await p.waitForTimeout(400);
  const t = await p.locator(sel).innerText();
  return t;
}
const which = process.argv[2];
if (which==='pricing') { for (const v of [{calls:1400,length:3.5,chat:20},{calls:250,length:2.5,chat:10}]) { const t=await run('/pl/pricing/', v); const i=t.indexOf('Ile zapłacę'); console.log('-----',JSON.stringify(v)); console.log(t.slice(i, i+2200)); } }
if (which==='roi') { const t=await run('/pl/real-estate/florida/roi-calculator/', {leads:300,missed:30,close:1.5,commission:5000,cost:149}); console.log(t); }
if (which==='loss') { const t=await run('/pl/are-you-secretly-losing-thousands-every-month/', {enquiries:600,afterHours:45,missed:60,conversion:8,value:1400}); console.log(t); }
await b.close();
