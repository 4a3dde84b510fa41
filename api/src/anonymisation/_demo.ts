import { detectEntities } from './index';
import { DEMO_LIBRARY } from '../seed/library';
let n = 0;
for (const d of DEMO_LIBRARY) {
  const text = d.text.join('\n\n');
  if (!/(EN CAUSE|IN ZAKE|contre|tegen|CONTRE|TEGEN)/.test(text)) continue;
  n++;
  const es = detectEntities(text, (d as { language?: string }).language === 'nl' ? 'nl' : 'fr');
  console.log('==', d.name, es.length);
  for (const e of es) console.log('  ', e.group, e.category, JSON.stringify(e.content));
  if (n > 14) break;
}
