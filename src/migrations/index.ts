import * as migration_20261121_220555_initial from './20261121_220555_initial';
import * as migration_20261121_224914_public_site from './20261121_224914_public_site';
import * as migration_20261121_232404_seo_suite from './20261121_232404_seo_suite';
import * as migration_20261121_234006_seo_jobs from './20261121_234006_seo_jobs';
import * as migration_20261122_030308_rate_limits from './20261122_030308_rate_limits';
import * as migration_20261122_072901_schedule_publish from './20261122_072901_schedule_publish';
import * as migration_20261122_092149_testimonials from './20261122_092149_testimonials';
import * as migration_20261122_121552_seo_runs_job from './20261122_121552_seo_runs_job';
import * as migration_20261122_184019_redirects from './20261122_184019_redirects';
import * as migration_20261122_211312_seo_run_titles from './20261122_211312_seo_run_titles';
import * as migration_20261123_002603_monitoring_log_titles from './20261123_002603_monitoring_log_titles';
import * as migration_20261123_075624_data_repair_titles from './20261123_075624_data_repair_titles';
import * as migration_20261124_100000_keyword_target_paths from './20261124_100000_keyword_target_paths';
import * as migration_20261124_123225_media_text_sizes from './20261124_123225_media_text_sizes';
import * as migration_20261125_064516_site_settings_hero_image from './20261125_064516_site_settings_hero_image';
import * as migration_20261125_094134_site_settings_contact_image from './20261125_094134_site_settings_contact_image';
import * as migration_20261127_151915_orderable_lists from './20261127_151915_orderable_lists';
import * as migration_20261201_014958_page_cache_tags from './20261201_014958_page_cache_tags';

export const migrations = [
  {
    up: migration_20261121_220555_initial.up,
    down: migration_20261121_220555_initial.down,
    name: '20261121_220555_initial',
  },
  {
    up: migration_20261121_224914_public_site.up,
    down: migration_20261121_224914_public_site.down,
    name: '20261121_224914_public_site',
  },
  {
    up: migration_20261121_232404_seo_suite.up,
    down: migration_20261121_232404_seo_suite.down,
    name: '20261121_232404_seo_suite',
  },
  {
    up: migration_20261121_234006_seo_jobs.up,
    down: migration_20261121_234006_seo_jobs.down,
    name: '20261121_234006_seo_jobs',
  },
  {
    up: migration_20261122_030308_rate_limits.up,
    down: migration_20261122_030308_rate_limits.down,
    name: '20261122_030308_rate_limits',
  },
  {
    up: migration_20261122_072901_schedule_publish.up,
    down: migration_20261122_072901_schedule_publish.down,
    name: '20261122_072901_schedule_publish',
  },
  {
    up: migration_20261122_092149_testimonials.up,
    down: migration_20261122_092149_testimonials.down,
    name: '20261122_092149_testimonials',
  },
  {
    up: migration_20261122_121552_seo_runs_job.up,
    down: migration_20261122_121552_seo_runs_job.down,
    name: '20261122_121552_seo_runs_job',
  },
  {
    up: migration_20261122_184019_redirects.up,
    down: migration_20261122_184019_redirects.down,
    name: '20261122_184019_redirects',
  },
  {
    up: migration_20261122_211312_seo_run_titles.up,
    down: migration_20261122_211312_seo_run_titles.down,
    name: '20261122_211312_seo_run_titles',
  },
  {
    up: migration_20261123_002603_monitoring_log_titles.up,
    down: migration_20261123_002603_monitoring_log_titles.down,
    name: '20261123_002603_monitoring_log_titles',
  },
  {
    up: migration_20261123_075624_data_repair_titles.up,
    down: migration_20261123_075624_data_repair_titles.down,
    name: '20261123_075624_data_repair_titles',
  },
  {
    up: migration_20261124_100000_keyword_target_paths.up,
    down: migration_20261124_100000_keyword_target_paths.down,
    name: '20261124_100000_keyword_target_paths',
  },
  {
    up: migration_20261124_123225_media_text_sizes.up,
    down: migration_20261124_123225_media_text_sizes.down,
    name: '20261124_123225_media_text_sizes',
  },
  {
    up: migration_20261125_064516_site_settings_hero_image.up,
    down: migration_20261125_064516_site_settings_hero_image.down,
    name: '20261125_064516_site_settings_hero_image',
  },
  {
    up: migration_20261125_094134_site_settings_contact_image.up,
    down: migration_20261125_094134_site_settings_contact_image.down,
    name: '20261125_094134_site_settings_contact_image',
  },
  {
    up: migration_20261127_151915_orderable_lists.up,
    down: migration_20261127_151915_orderable_lists.down,
    name: '20261127_151915_orderable_lists',
  },
  {
    up: migration_20261201_014958_page_cache_tags.up,
    down: migration_20261201_014958_page_cache_tags.down,
    name: '20261201_014958_page_cache_tags'
  },
];
