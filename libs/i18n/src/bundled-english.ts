import common from '../locales/en/common.json' with { type: 'json' };
import shell from '../locales/en/shell.json' with { type: 'json' };
import builder from '../locales/en/builder.json' with { type: 'json' };
import crafting from '../locales/en/crafting.json' with { type: 'json' };
import atlas from '../locales/en/atlas.json' with { type: 'json' };
import loot from '../locales/en/loot.json' with { type: 'json' };
import admin from '../locales/en/admin.json' with { type: 'json' };

/** English texts compiled into the bundle: the fallback when translations cannot be loaded. */
export const bundledEnglish = { common, shell, builder, crafting, atlas, loot, admin };
