import * as migration_20261121_220555_initial from './20261121_220555_initial';
import * as migration_20261121_224914_public_site from './20261121_224914_public_site';

export const migrations = [
  {
    up: migration_20261121_220555_initial.up,
    down: migration_20261121_220555_initial.down,
    name: '20261121_220555_initial',
  },
  {
    up: migration_20261121_224914_public_site.up,
    down: migration_20261121_224914_public_site.down,
    name: '20261121_224914_public_site'
  },
];
