import { Init1795336501000 } from './1795336501000-init.js';
import { GameData1795500000000 } from './1795500000000-game-data.js';

/** Every migration of the loot schema, oldest first (the app and the seed command run the same list). */
export const LOOT_MIGRATIONS = [Init1795336501000, GameData1795500000000];
