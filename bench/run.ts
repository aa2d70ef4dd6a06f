/** `npm run bench`: every benchmark in turn (add more here). */
import { runCatalogueBench } from './catalogue.ts';

console.log('## Catalogue\n');
console.log(await runCatalogueBench());
