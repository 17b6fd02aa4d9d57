import * as migration_20261121_215603_initial from './20261121_215603_initial';

export const migrations = [
  {
    up: migration_20261121_215603_initial.up,
    down: migration_20261121_215603_initial.down,
    name: '20261121_215603_initial'
  },
];
