/**
 * `npm start`. The desktop shell (Electron window, screens and 3D tables) arrives with the app issue; until then this
 * says so plainly and points at what already runs, instead of failing with a missing-file error.
 */
console.log('River Tables: the desktop app and its 3D tables are not built yet in this version.');
console.log('What runs today: the rules engines and bots from the command line, for example');
console.log('  npm run sim -- --game nile --players 4 --games 1000 --bot greedy');
console.log('  npm run bench');
console.log('  npm run replay -- record.json');
