import { declareTable } from '../../db/personal-data.ts';
import { organisationAreaVideos, organisationVideos, videoCaptions, videoThumbnails } from './schema.ts';

/** The organisation's videos (docs/data-protection.md). */
export const personalData = [
  declareTable(organisationVideos, {
    class: 'organisation',
    owner: 'organisation_id',
    organisationRows: 'organisation_id = :org',
    why: 'the hospital’s content',
  }),
  declareTable(organisationAreaVideos, {
    class: 'organisation',
    owner: 'area_id → organisation_areas',
    organisationRows: 'area_id in :areas',
    why: 'which area shows a video',
  }),
  declareTable(videoThumbnails, {
    class: 'organisation',
    owner: 'video_id → organisation_videos',
    organisationRows: 'video_id in :videos',
    why: 'the hospital’s content',
  }),
  declareTable(videoCaptions, {
    class: 'organisation',
    owner: 'video_id → organisation_videos',
    organisationRows: null,
    why: 'the hospital’s content; the checksum leaves it out (captions are fetched from the video host)',
  }),
];
