import { loadBench } from './loadBench';
await loadBench(process.cwd(), process.argv.slice(2).map(Number));
