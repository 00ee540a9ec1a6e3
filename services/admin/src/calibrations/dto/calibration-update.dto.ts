import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID, type MapCalibrationUpdate } from '@eoa/contracts';

/** How far a calibration number may go (game units: the whole world spans a few tens of thousands). */
export const CALIBRATION_LIMIT = 1_000_000;
/** The largest scale (a zone drawn a hundred times larger is a typo). */
export const CALIBRATION_MAX_SCALE = 100;

const finite = { allowNaN: false, allowInfinity: false } as const;
const numberMessage = (field: string) => `${field} must be a number from -${CALIBRATION_LIMIT} to ${CALIBRATION_LIMIT}`;

/** One calibration number: finite, within ±CALIBRATION_LIMIT (decorators run bottom-up, the first failure speaks). */
function CalibrationNumber(field: string): PropertyDecorator {
  return (target, key) => {
    IsNumber(finite, { message: numberMessage(field) })(target, key);
    Min(-CALIBRATION_LIMIT, { message: numberMessage(field) })(target, key);
    Max(CALIBRATION_LIMIT, { message: numberMessage(field) })(target, key);
    ApiProperty({ minimum: -CALIBRATION_LIMIT, maximum: CALIBRATION_LIMIT })(target, key);
  };
}

/** PUT /admin/calibrations/{id} body (spec 3 §7): the row's zone and map (which must match it) and its numbers. */
export class MapCalibrationUpdateDto implements MapCalibrationUpdate {
  @ApiProperty({ maxLength: 200, description: "the row's zone name (any case)" })
  @MaxLength(200, { message: 'zoneName must be at most 200 characters' })
  @IsString({ message: "zoneName must be the calibration's zone name" })
  zoneName!: string;

  @ApiProperty({ description: "the row's map id" })
  @Max(MAX_ID, { message: "mapId must be the calibration's map id" })
  @Min(1, { message: "mapId must be the calibration's map id" })
  @IsInt({ message: "mapId must be the calibration's map id" })
  mapId!: number;

  @CalibrationNumber('gameMinX')
  gameMinX!: number;

  @CalibrationNumber('gameMaxX')
  gameMaxX!: number;

  @CalibrationNumber('gameMinY')
  gameMinY!: number;

  @CalibrationNumber('gameMaxY')
  gameMaxY!: number;

  @CalibrationNumber('offsetX')
  offsetX!: number;

  @CalibrationNumber('offsetY')
  offsetY!: number;

  @ApiProperty({ minimum: 0, exclusiveMinimum: true, maximum: CALIBRATION_MAX_SCALE })
  @Max(CALIBRATION_MAX_SCALE, { message: `scale must be a number above 0 and at most ${CALIBRATION_MAX_SCALE}` })
  @IsNumber(finite, { message: `scale must be a number above 0 and at most ${CALIBRATION_MAX_SCALE}` })
  scale!: number;
}
