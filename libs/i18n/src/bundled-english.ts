import common from '../locales/en/common.json';
import shell from '../locales/en/shell.json';
import builder from '../locales/en/builder.json';
import crafting from '../locales/en/crafting.json';
import atlas from '../locales/en/atlas.json';
import loot from '../locales/en/loot.json';
import admin from '../locales/en/admin.json';

/** English texts compiled into the bundle: the fallback when translations cannot be loaded. */
export const bundledEnglish = { common, shell, builder, crafting, atlas, loot, admin };
