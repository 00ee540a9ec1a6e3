import { BACKUP_FILE_NAME, BackupFileError, backupFileName, backupFileTime, readBackupText, writeBackupText } from './backup-file.js';

const meta = { schema: 'admin', createdAt: '2026-11-26T11:02:03.123Z', createdBy: 'elrond', migrations: ['Init1795336502000'] };
const tables = [
  { name: 'app_settings', columns: ['id', 'setting_key'], rowsJson: '[{"id":1,"setting_key":"app_version"}, \n {"id":2,"setting_key":"data_version"}]', rowCount: 2 },
  { name: 'ui_translations', columns: ['language', 'translation_key', 'value'], rowsJson: '[]', rowCount: 0 },
];

describe('backup file names', () => {
  it('names a backup by its time and reads the time back', () => {
    const name = backupFileName(new Date('2026-11-26T11:02:03.123Z'));
    expect(name).toBe('admin-2026-11-26T11-02-03-123Z.json');
    expect(BACKUP_FILE_NAME.test(name)).toBe(true);
    expect(backupFileTime(name)?.toISOString()).toBe('2026-11-26T11:02:03.123Z');
  });

  it('recognises nothing else', () => {
    for (const name of [
      '../admin-2026-11-26T11-02-03-123Z.json',
      'admin-2026-11-26T11-02-03-123Z.json.tmp',
      'admin-2026-11-26T11:02:03.123Z.json',
      'x.json',
      '',
      // The pattern, but no time: Date refuses these or rolls them over to another day.
      'admin-2026-13-01T00-00-00-000Z.json',
      'admin-2026-00-10T00-00-00-000Z.json',
      'admin-2026-02-30T00-00-00-000Z.json',
      'admin-2026-11-26T24-00-00-000Z.json',
      'admin-2026-11-26T11-60-00-000Z.json',
    ]) {
      expect([name, backupFileTime(name)]).toEqual([name, null]);
    }
  });
});

describe('backup text', () => {
  it('reads back what it wrote, with the checksum of the backup part', () => {
    const { text, sha256 } = writeBackupText(meta, tables);
    const parsed = readBackupText(text);
    expect(parsed).toMatchObject({ ...meta, sha256, rowCounts: { app_settings: 2, ui_translations: 0 } });
    expect(parsed.tables.app_settings!.rows).toEqual([
      { id: 1, setting_key: 'app_version' },
      { id: 2, setting_key: 'data_version' },
    ]);
    expect(JSON.parse(parsed.backupText)).toEqual(JSON.parse(text).backup);
  });

  it('refuses a changed byte, a reformatted file, another format or version, and a broken structure', () => {
    const { text } = writeBackupText(meta, tables);
    const table = { table: 'app_settings' };
    const problems: Array<[string, string, object, string]> = [
      [text.replace('data_version', 'data_versioN'), 'admin.backupChecksum', {}, 'The backup checksum does not match: the file is damaged or was changed'],
      [JSON.stringify(JSON.parse(text), null, 1), 'admin.backupLayout', {}, 'The backup file was reformatted or changed: its layout is not the one written'],
      [text.slice(0, -20), 'admin.backupNotJson', {}, 'The backup file is not valid JSON (it is damaged)'],
      [text.replace('"version":1', '"version":2'), 'admin.backupVersion', { version: '2', expected: 1 }, 'Backup format version 2 is not supported (expected 1)'],
      ['[]', 'admin.backupNotAdmin', {}, 'The file is not a backup of the admin service'],
      [writeBackupText(meta, [{ ...tables[0]!, rowCount: 3 }]).text, 'admin.backupTableCount', table, 'Table app_settings of the backup does not hold the number of rows it records'],
      [writeBackupText(meta, [{ ...tables[0]!, columns: ['id'] }]).text, 'admin.backupTableRows', table, 'Table app_settings of the backup has rows that do not match its columns'],
      [writeBackupText(meta, [{ ...tables[0]!, columns: ['id', 'id', 'setting_key'] }]).text, 'admin.backupTableColumns', table, 'Table app_settings of the backup has no valid column list'],
      [writeBackupText(meta, [{ ...tables[0]!, rowsJson: '{"id":1}' }]).text, 'admin.backupTableRows', table, 'Table app_settings of the backup has rows that do not match its columns'],
      [writeBackupText({ ...meta, createdAt: 'soon' }, tables).text, 'admin.backupMeta', {}, 'The backup has no valid schema name or creation time'],
    ];
    for (const [bad, code, params, message] of problems) {
      let refusal: unknown;
      try {
        readBackupText(bad);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(BackupFileError);
      const refused = refusal as BackupFileError;
      expect([code, refused.getStatus(), refused.code, refused.params, refused.message]).toEqual([code, 400, code, params, message]);
    }
  });
});
