import { describe, expect, it } from '@jest/globals';
import { problemTexts } from '../edge/problem-texts.js';
import { dataHeaderProblem, jsonBodyProblem, MAX_BODY_DEPTH, requestTargetProblem, textProblem, verifyUtf8Body, type InputProblem } from './input-hygiene.js';
import { parseIntParam, MAX_ID } from './params.js';
import { ProblemException } from './problem.exception.js';

/** A problem's English text (undefined for none). */
const english = (problem: InputProblem | undefined) => problem && problemTexts().detail(problem.code, problem.params, 'en');

describe('requestTargetProblem', () => {
  it('accepts ordinary paths and queries, encoded Unicode included', () => {
    expect(requestTargetProblem('/api/items/search?q=sword%20of%20%C3%A9clat&page=2')).toBeUndefined();
    expect(requestTargetProblem('/api/items/batch?ids=1,2,3')).toBeUndefined();
    expect(requestTargetProblem('/api/health')).toBeUndefined();
    expect(requestTargetProblem('/api/items?flag&=x&&')).toBeUndefined();
  });

  it.each([
    ['/api/items/search?q=%00', 'The query parameter q contains a NUL byte'],
    ['/api/items/search?q=%ZZ', 'The query string is not valid UTF-8 percent-encoding'],
    ['/api/items/search?q=%C0%80', 'The query string is not valid UTF-8 percent-encoding'],
    ['/api/items/search?q=%ED%A0%80', 'The query string is not valid UTF-8 percent-encoding'],
    ['/api/items/search?q=%1B', 'The query parameter q contains a control character'],
    ['/api/items/a%00b', 'A path segment contains a NUL byte'],
    ['/api/items/%E2%82', 'The path is not valid UTF-8 percent-encoding'],
    [`/api/items/${'a'.repeat(1001)}`, 'A path segment is longer than 1000 characters'],
    [`/api/items/search?q=${'a'.repeat(12_001)}`, 'The query parameter q is longer than 12000 characters'],
    [`/api/items/search?${'b'.repeat(1001)}=1`, 'A query parameter name is longer than 1000 characters'],
    [`/api/x?q=${'a'.repeat(12_288)}`, 'The request URL is longer than 12288 characters'],
  ])('%s → %s', (target, message) => {
    expect(english(requestTargetProblem(target))).toBe(message);
  });
});

describe('textProblem', () => {
  it('keeps tabs and line breaks (a bug report has paragraphs) and refuses other control characters', () => {
    expect(textProblem('line one\nline two\r\n\tindented', 100)).toBeUndefined();
    expect(textProblem('bell\u0007', 100)).toBe('Control');
    expect(textProblem('\u007f', 100)).toBe('Control');
  });

  it('refuses lone surrogates but keeps pairs (emoji)', () => {
    expect(textProblem('dragon 🐉', 100)).toBeUndefined();
    expect(textProblem('\ud83d', 100)).toBe('Unicode');
    expect(textProblem('a\udc09b', 100)).toBe('Unicode');
  });
});

describe('jsonBodyProblem', () => {
  it('accepts a normal body', () => {
    expect(jsonBodyProblem({ name: 'Build', equipment: { head: 12 }, traits: [1, 2], note: 'ok\nok' })).toBeUndefined();
  });

  it('names where a bad string is', () => {
    expect(jsonBodyProblem({ build: { name: 'a\u0000' } })).toEqual({ code: 'field.nul', params: { field: 'body.build.name' } });
    expect(english(jsonBodyProblem({ list: ['ok', '\ud800'] }))).toBe('body.list[1] is not valid Unicode text');
    expect(jsonBodyProblem({ ['k\u0000']: 1 })).toEqual({ code: 'request.bodyKeyNul', params: { path: 'body' } });
    expect(english(jsonBodyProblem({ text: 'x'.repeat(20_001) }))).toBe('body.text is longer than 20000 characters');
  });

  it('bounds the depth without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(english(jsonBodyProblem(deep))).toBe(`The JSON body is nested deeper than ${MAX_BODY_DEPTH} levels`);
  });
});

describe('dataHeaderProblem and verifyUtf8Body', () => {
  it('refuses a language header with characters no language tag has', () => {
    expect(dataHeaderProblem({ headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' } })).toBeUndefined();
    expect(dataHeaderProblem({ headers: { 'accept-language': 'd\u00e9' } })).toEqual({ code: 'request.headerCharacters', params: { header: 'accept-language' } });
    expect(english(dataHeaderProblem({ headers: { 'if-none-match': `"${'a'.repeat(1000)}"` } }))).toBe('The if-none-match header is longer than 1000 characters');
  });

  it('refuses a body that is not UTF-8', () => {
    expect(() => verifyUtf8Body({} as never, undefined, Buffer.from('{"a":"é"}'))).not.toThrow();
    expect(() => verifyUtf8Body({} as never, undefined, Buffer.from([0x7b, 0xc0, 0x80, 0x7d]))).toThrow(ProblemException);
  });
});

describe('parseIntParam', () => {
  const id = { name: 'id', min: 1, max: MAX_ID };
  it('reads digits within the range', () => {
    expect(parseIntParam('1', id)).toBe(1);
    expect(parseIntParam('2147483647', id)).toBe(MAX_ID);
  });

  it('says what is wrong', () => {
    for (const bad of ['abc', '-1', '1.5', '1e3', ' 1', '', undefined]) expect(() => parseIntParam(bad, id)).toThrow('id must be a positive integer');
    expect(() => parseIntParam('0', id)).toThrow('id must be a positive integer');
    expect(() => parseIntParam('99999999999', id)).toThrow('id must be at most 2147483647');
    expect(() => parseIntParam('51', { name: 'level', min: 1, max: 50 })).toThrow('level must be an integer from 1 to 50');
    expect(() => parseIntParam('0', { name: 'level', min: 1, max: 50 })).toThrow('level must be an integer from 1 to 50');
    expect(() => parseIntParam('x', id)).toThrow(expect.objectContaining({ code: 'field.positiveInteger', params: { field: 'id' } }));
  });
});
