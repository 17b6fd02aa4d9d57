import * as migration_20261121_220555_initial from './20261121_220555_initial';

export const migrations = [
  {
    up: migration_20261121_220555_initial.up,
    down: migration_20261121_220555_initial.down,
    name: '20261121_220555_initial'
  },
];
