import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Serves the OpenAPI document at /api/<name>/docs-json (and Swagger UI at /api/<name>/docs). */
export function setupOpenApi(app: INestApplication, name: string, version: string): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`EoA Companion — ${name} service`)
      .setDescription(`Public and internal endpoints of the ${name} service (behind the gateway's /api).`)
      .setVersion(version)
      .build(),
  );
  SwaggerModule.setup(`api/${name}/docs`, app, document, { jsonDocumentUrl: `api/${name}/docs-json` });
}
