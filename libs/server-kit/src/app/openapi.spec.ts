import { Controller, Delete, Get, HttpCode, Module, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ApiNoContentResponse, ApiOkResponse, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { answersWithoutSchema, ApiAnswer, documentAnswerSchemas } from './openapi.js';

const PartSchema = z.object({ partId: z.int(), name: z.string().nullable() }).meta({ id: 'OpenApiSpecPart' });
const MachineSchema = z.object({ machineId: z.int(), parts: z.array(PartSchema), main: PartSchema.optional() }).meta({ id: 'OpenApiSpecMachine' });
const CountSchema = z.object({ count: z.int() });

@Controller('machines')
class MachinesController {
  @Get()
  @ApiAnswer(200, z.array(MachineSchema), 'every machine')
  all(): unknown[] {
    return [];
  }

  @Get('count')
  @ApiAnswer(200, CountSchema)
  count(): unknown {
    return { count: 0 };
  }

  @Get('by-name')
  @ApiAnswer(200, z.record(z.string(), MachineSchema))
  byName(): unknown {
    return {};
  }

  @Get('loose')
  @ApiOkResponse({ description: 'any object', schema: { type: 'object' } })
  loose(): unknown {
    return {};
  }

  @Post()
  @ApiOkResponse({ description: 'a machine, in words only' })
  add(): unknown {
    return {};
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'no body to describe' })
  clear(): void {}
}

@Module({ controllers: [MachinesController] })
class MachinesModule {}

async function documentOf(): Promise<OpenAPIObject> {
  const moduleRef = await Test.createTestingModule({ imports: [MachinesModule] }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  await app.init();
  try {
    return documentAnswerSchemas(SwaggerModule.createDocument(app, { openapi: '3.0.0', info: { title: 'spec', version: '1' } }));
  } finally {
    await app.close();
  }
}

describe('ApiAnswer', () => {
  let document: OpenAPIObject;

  beforeAll(async () => {
    document = await documentOf();
  });

  it("puts the answer's schema in the document, named schemas as components", () => {
    const answer = document.paths['/machines']?.get?.responses['200'];
    expect(answer).toMatchObject({
      description: 'every machine',
      content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/OpenApiSpecMachine' } } } },
    });
    const schemas = document.components?.schemas ?? {};
    expect(schemas.OpenApiSpecMachine).toMatchObject({
      type: 'object',
      properties: { machineId: { type: 'integer' }, parts: { type: 'array', items: { $ref: '#/components/schemas/OpenApiSpecPart' } }, main: { allOf: [{ $ref: '#/components/schemas/OpenApiSpecPart' }] } },
      required: ['machineId', 'parts'],
    });
    // Reached only through the machine: added all the same.
    expect(schemas.OpenApiSpecPart).toMatchObject({ type: 'object', properties: { partId: { type: 'integer' }, name: { type: 'string', nullable: true } } });
  });

  it('inlines a schema without an id', () => {
    expect(document.paths['/machines/count']?.get?.responses['200']).toMatchObject({
      description: 'Success',
      content: { 'application/json': { schema: { type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] } } },
    });
  });

  it('finds the success answers told in words only, or by a schema that says nothing of their fields', () => {
    expect(document.paths['/machines/by-name']?.get?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', additionalProperties: { $ref: '#/components/schemas/OpenApiSpecMachine' } } } },
    });
    expect(answersWithoutSchema(document)).toEqual(['POST /machines 200', 'GET /machines/loose 200']);
  });

  it('refuses two different schemas under one name', () => {
    const other = z.object({ partId: z.string() }).meta({ id: 'OpenApiSpecPart' });
    expect(() => ApiAnswer(200, other)).toThrow('Two different answer schemas are named OpenApiSpecPart');
  });
});
