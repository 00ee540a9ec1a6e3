import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AtlasMapSchema,
  MainZoneMapsSchema,
  MapHierarchyPathSchema,
  MapHierarchySchema,
  MapLinkListSchema,
  MapsAnswerSchema,
  MapsQuerySchema,
  type AtlasMap,
  type LanguageCode,
  type MainZoneMaps,
  type MapHierarchy,
  type MapHierarchyPath,
  type MapLink,
  type MapsAnswer,
} from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, IdParam, QueryLang, zodDto } from '@eoa/server-kit';
import { LangQuery } from '../common/lang.query.js';
import { MapsService } from './maps.service.js';

class MapsQuery extends zodDto(MapsQuerySchema) {}

// Fixed paths come before /maps/{id}, which would take "hierarchy" for an id. (The markers module's /maps/categories
// and /maps/composite are registered before this module.)
@ApiTags('maps')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('maps')
export class MapsController {
  constructor(private readonly maps: MapsService) {}

  @Get()
  @ApiOperation({
    summary: 'Every map, or those whose name holds the search text',
    description: 'MapsAnswer { maps, mapsByType: { region, area, dungeon } } — each list by name in the answer\'s language; search looks through the names in every language, any case and accents.',
  })
  @ApiAnswer(200, MapsAnswerSchema)
  @ApiBadRequestResponse({ description: 'search longer than 100 characters, unknown lang or parameter' })
  list(@Query() query: MapsQuery, @QueryLang() lang: LanguageCode): Promise<MapsAnswer> {
    return this.maps.list(query.search || undefined, lang);
  }

  @Get('main-zones')
  @ApiOperation({ summary: 'The world map and the ten main zone maps', description: 'MainZoneMaps { worldMapId, mapIds } — the composite ("All Zones") view\'s maps, in the spec\'s order.' })
  @ApiAnswer(200, MainZoneMapsSchema)
  mainZones(@Query() _query: LangQuery): MainZoneMaps {
    return this.maps.mainZones();
  }

  @Get('hierarchy')
  @ApiOperation({
    summary: 'The map hierarchy',
    description: 'MapHierarchy { roots: MapHierarchyNode[] } — the world map (Region), its zones (Territory), their areas (Area) and dungeons (Dungeon), children by name.',
  })
  @ApiAnswer(200, MapHierarchySchema)
  hierarchy(@Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<MapHierarchy> {
    return this.maps.hierarchy(lang);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One map', description: 'AtlasMap: names, type, parent and zone, bounding box in degrees, level range, image size.' })
  @ApiAnswer(200, AtlasMapSchema)
  @ApiNotFoundResponse({ description: 'no map with this id' })
  one(@IdParam() id: number, @Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<AtlasMap> {
    return this.maps.one(id, lang);
  }

  @Get(':id/links')
  @ApiOperation({ summary: 'The link arrows drawn on a map', description: 'MapLink[]: target, its name and type, whether it is a main zone map, label, position.' })
  @ApiAnswer(200, MapLinkListSchema)
  @ApiNotFoundResponse({ description: 'no map with this id' })
  links(@IdParam() id: number, @Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<MapLink[]> {
    return this.maps.links(id, lang);
  }

  @Get(':id/hierarchy-path')
  @ApiOperation({
    summary: 'The breadcrumb above a map',
    description: 'MapHierarchyPath { region, territory, area, map }: the world map, the zone, the area the map is or lies in (null above that level), and the map.',
  })
  @ApiAnswer(200, MapHierarchyPathSchema)
  @ApiNotFoundResponse({ description: 'no map with this id' })
  path(@IdParam() id: number, @Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<MapHierarchyPath> {
    return this.maps.path(id, lang);
  }
}
