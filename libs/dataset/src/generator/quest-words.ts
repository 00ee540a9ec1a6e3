// Words for quests: titles, objectives, descriptions and players' comments.

import type { Localized } from '@eoa/contracts';
import { L } from './words.js';

export const QUEST_TOPICS: Localized[] = [
  L('Missing Supplies', 'Fehlende Vorräte', 'Provisions disparues', 'Пропавшие припасы'),
  L('A Troubling Find', 'Ein beunruhigender Fund', 'Une découverte troublante', 'Тревожная находка'),
  L('The Lost Ring', 'Der verlorene Ring', "L'anneau perdu", 'Потерянное кольцо'),
  L('An Urgent Message', 'Eine dringende Botschaft', 'Un message urgent', 'Срочное послание'),
  L('Gathering Herbs', 'Kräuter sammeln', 'Cueillette des herbes', 'Сбор трав'),
  L('A Call for Aid', 'Ein Hilferuf', "Un appel à l'aide", 'Призыв о помощи'),
  L('Restless Dead', 'Ruhelose Tote', 'Morts sans repos', 'Неупокоенные мертвецы'),
  L('The Watch on the Road', 'Die Wacht an der Straße', 'Le guet sur la route', 'Дозор на дороге'),
  L('Seeking the Source', 'Auf der Suche nach der Quelle', 'À la recherche de la source', 'В поисках источника'),
  L('Old Debts', 'Alte Schulden', 'Vieilles dettes', 'Старые долги'),
  L('A Hidden Cache', 'Ein verborgenes Lager', 'Une cache secrète', 'Скрытый тайник'),
  L('Strange Tracks', 'Seltsame Spuren', 'Étranges traces', 'Странные следы'),
  L('The Burned Farm', 'Der niedergebrannte Hof', 'La ferme incendiée', 'Сожжённая ферма'),
  L('Wolves in the Fields', 'Wölfe auf den Feldern', 'Des loups dans les champs', 'Волки в полях'),
  L('A Gift for a Friend', 'Ein Geschenk für einen Freund', 'Un cadeau pour un ami', 'Подарок для друга'),
  L('The Broken Bridge', 'Die zerstörte Brücke', 'Le pont brisé', 'Разрушенный мост'),
  L('Shadows in the Night', 'Schatten in der Nacht', 'Des ombres dans la nuit', 'Тени в ночи'),
  L('The Stolen Heirloom', 'Das gestohlene Erbstück', "L'héritage volé", 'Украденная реликвия'),
  L('Scouting Ahead', 'Vorauskundschaften', 'Reconnaissance', 'Разведка впереди'),
  L('Clearing the Path', 'Den Weg freimachen', 'Dégager le chemin', 'Расчистка пути'),
  L('A Light in the Dark', 'Ein Licht im Dunkeln', 'Une lumière dans les ténèbres', 'Свет во тьме'),
  L('Word from the North', 'Kunde aus dem Norden', 'Nouvelles du Nord', 'Вести с севера'),
  L('The Forgotten Tomb', 'Das vergessene Grab', 'La tombe oubliée', 'Забытая гробница'),
  L('Lost in the Marsh', 'Verirrt im Moor', 'Perdu dans le marais', 'Заблудившийся в болоте'),
  L('A Matter of Honour', 'Eine Frage der Ehre', "Une question d'honneur", 'Дело чести'),
  L('The Missing Scout', 'Der vermisste Späher', "L'éclaireur disparu", 'Пропавший разведчик'),
  L('Blood on the Snow', 'Blut im Schnee', 'Du sang sur la neige', 'Кровь на снегу'),
  L('The Ancient Stones', 'Die alten Steine', 'Les pierres anciennes', 'Древние камни'),
  L('Breaking the Siege', 'Die Belagerung brechen', 'Briser le siège', 'Прорыв осады'),
  L('A Bitter Harvest', 'Eine bittere Ernte', 'Une récolte amère', 'Горький урожай'),
  L('The Ranger\'s Request', 'Die Bitte des Waldläufers', 'La requête du rôdeur', 'Просьба следопыта'),
  L('Fire and Ash', 'Feuer und Asche', 'Feu et cendres', 'Огонь и пепел'),
  L('Echoes of the Past', 'Echos der Vergangenheit', 'Échos du passé', 'Отголоски прошлого'),
  L('The Hunter\'s Mark', 'Das Zeichen des Jägers', 'La marque du chasseur', 'Метка охотника'),
  L('A Song for the Fallen', 'Ein Lied für die Gefallenen', 'Un chant pour les morts', 'Песнь о павших'),
  L('The Iron Crown', 'Die Eiserne Krone', 'La couronne de fer', 'Железная корона'),
  L('Secrets of the Deep', 'Geheimnisse der Tiefe', 'Secrets des profondeurs', 'Тайны глубин'),
  L('The Last Stand', 'Das letzte Gefecht', 'Le dernier combat', 'Последний рубеж'),
  L('Tidings of War', 'Kriegsnachrichten', 'Nouvelles de guerre', 'Вести о войне'),
  L('The Cold Trail', 'Die kalte Spur', 'La piste froide', 'Остывший след'),
];

export const NAME_IN = L('{0} in {1}', '{0} in {1}', '{0} : {1}', '{0}: {1}');
export const NAME_PART = L('{0}, Part {1}', '{0}, Teil {1}', '{0}, partie {1}', '{0}, часть {1}');
export const NAME_EPIC = L('Book {0}, Chapter {1}: {2}', 'Buch {0}, Kapitel {1}: {2}', 'Livre {0}, chapitre {1} : {2}', 'Книга {0}, глава {1}: {2}');
export const NAME_PREFIXED = L('{0}: {1}', '{0}: {1}', '{0} : {1}', '{0}: {1}');
/** Kept in every language: the client hides quests whose name starts with "Raid Gear:". */
export const NAME_RAID_GEAR = L('Raid Gear: {0}', 'Raid Gear: {0}', 'Raid Gear: {0}', 'Raid Gear: {0}');
export const NAME_TASK = L('Task: {0}', 'Aufgabe: {0}', 'Tâche : {0}', 'Поручение: {0}');

export const OBJ_DEFEAT = L('{0} defeated (0/{1})', '{0} besiegt (0/{1})', '{0} vaincus (0/{1})', 'Побеждено: {0} (0/{1})');
export const OBJ_COLLECT = L('{0} collected (0/{1})', '{0} gesammelt (0/{1})', '{0} ramassés (0/{1})', 'Собрано: {0} (0/{1})');
export const OBJ_TALK = L('Talk to {0}', 'Sprecht mit {0}', 'Parlez à {0}', 'Поговорите с персонажем {0}');
export const OBJ_EXPLORE = L('Explore {0}', 'Erkundet {0}', 'Explorez {0}', 'Исследуйте: {0}');
export const OBJ_RETURN = L('Return to {0}', 'Kehrt zu {0} zurück', 'Retournez voir {0}', 'Вернитесь к персонажу {0}');
export const OBJ_USE = L('Use the {0}', 'Benutzt {0}', 'Utilisez : {0}', 'Используйте: {0}');

export const QUEST_OBJECTS: Localized[] = [
  L('Supply Crate', 'Vorratskiste', 'Caisse de provisions', 'Ящик с припасами'),
  L('Torn Letter', 'Zerrissener Brief', 'Lettre déchirée', 'Порванное письмо'),
  L('Wolf Pelt', 'Wolfsfell', 'Peau de loup', 'Волчья шкура'),
  L('Old Coin', 'Alte Münze', 'Vieille pièce', 'Старая монета'),
  L('Bundle of Herbs', 'Kräuterbündel', "Bouquet d'herbes", 'Пучок трав'),
  L('Rusted Blade', 'Rostige Klinge', 'Lame rouillée', 'Ржавый клинок'),
  L('Orc Banner', 'Orkbanner', 'Bannière orque', 'Орочье знамя'),
  L('Ancient Tablet', 'Alte Tafel', 'Tablette ancienne', 'Древняя табличка'),
  L('Lost Sheep', 'Verirrtes Schaf', 'Mouton égaré', 'Заблудшая овца'),
  L('Barrel of Ale', 'Bierfass', 'Tonneau de bière', 'Бочонок эля'),
  L('Cursed Relic', 'Verfluchtes Relikt', 'Relique maudite', 'Проклятая реликвия'),
  L('Spider Egg', 'Spinnenei', "Œuf d'araignée", 'Паучье яйцо'),
];
export const SIGNAL_FIRE = L('signal fire', 'Signalfeuer', 'feu de signal', 'сигнальный костёр');

export const DESCRIPTIONS: Localized[] = [
  L('{0} has asked for your help. The folk of {1} are worried, and there is no one else to turn to.', '{0} hat Euch um Hilfe gebeten. Die Leute in {1} sind besorgt, und es gibt niemanden sonst.', '{0} vous demande votre aide. Les habitants de {1} sont inquiets et n\'ont personne d\'autre vers qui se tourner.', '{0} просит вашей помощи. Жители края «{1}» встревожены, и больше обратиться не к кому.'),
  L('Something stirs in {1}. {0} believes the trouble will only grow if nothing is done.', 'In {1} regt sich etwas. {0} glaubt, dass die Lage schlimmer wird, wenn nichts geschieht.', 'Quelque chose remue dans {1}. {0} pense que le mal empirera si rien n\'est fait.', 'В краю «{1}» что-то неладно. {0} считает, что беда будет расти, если ничего не предпринять.'),
  L('{0} needs a capable traveller for a task in {1}. The reward is modest, but the need is real.', '{0} braucht einen fähigen Reisenden für eine Aufgabe in {1}. Der Lohn ist bescheiden, die Not aber echt.', '{0} a besoin d\'un voyageur capable pour une tâche dans {1}. La récompense est modeste, mais le besoin est réel.', '{0} ищет умелого путника для поручения в краю «{1}». Награда скромна, но нужда настоящая.'),
  L('The road through {1} is no longer safe. {0} hopes you can change that.', 'Die Straße durch {1} ist nicht mehr sicher. {0} hofft, dass Ihr das ändern könnt.', 'La route qui traverse {1} n\'est plus sûre. {0} espère que vous y remédierez.', 'Дорога через край «{1}» больше не безопасна. {0} надеется, что вы это исправите.'),
];
export const DESCRIPTION_NO_NPC = L('Rumours speak of trouble in {0}. Seek it out and see what can be done.', 'Gerüchte sprechen von Ärger in {0}. Sucht ihn auf und seht, was sich tun lässt.', 'Des rumeurs parlent de troubles dans {0}. Allez voir ce qui peut être fait.', 'Ходят слухи о беде в краю «{0}». Разузнайте, что можно сделать.');

export const COMMENTS: string[] = [
  'Took me a while to find the last one, check the north side of the camp.',
  'The marker is a bit off, the objective is actually behind the ruined wall.',
  'Easy solo at level, bring a food buff just in case.',
  'Group up for this one if you are under level, the elites hit hard.',
  'Reward is worth it for the selectable jewellery.',
  'You can share this quest, makes it go much faster.',
  'The drop rate is low, expect to spend some time here.',
  'Do this together with the other quests from the same camp.',
  'Watch out for the patrol that walks along the road.',
  'Start the chain early, the last part gives a nice item.',
  'Completed it with a minstrel friend in ten minutes.',
  'The mobs respawn fast, clear a spot and wait.',
];
export const COMMENT_AUTHORS = ['Halbarad', 'Tinuviel', 'Gimlison', 'Merrybrook', 'Aldwin', 'Rhosgil', 'Thrainson', 'Pippinella', 'Eowynne', 'Bregolas', 'Dorwinion', 'Lothiriel'];
