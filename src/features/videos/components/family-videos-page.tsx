import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import type { FamilyVideo } from '../../../api/contracts/family-videos.ts';
import { EmptyState, PageHeader, UserText } from '../../../design-system/index.ts';
import { LoadError, Loading, useListParams, useT } from '../../../lib/index.ts';
import { useFamilyVideos } from '../api/family-videos.ts';
import { CaptionLanguages } from './caption-languages.tsx';
import { FamilyVideoPlayer } from './family-video-player.tsx';

const SIZE = 12;

/** A guardian's videos: what their areas show, as cards; one opens a player with its captions. */
export function FamilyVideosPage() {
  const t = useT();
  const { query, setQuery } = useListParams();
  const { data, error, isLoading, mutate } = useFamilyVideos(query.page, SIZE);
  const [playing, setPlaying] = useState<FamilyVideo | null>(null);
  const pages = data ? Math.ceil(data.total / SIZE) : 0;

  return (
    <Box>
      <PageHeader title={t('familyVideos.title')} description={t('familyVideos.description')} />
      {error ? (
        <LoadError title="familyVideos.loadFailed" error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <Loading heights={[180, 180, 180]} label="familyVideos.loading" />
      ) : data && data.total === 0 ? (
        <EmptyState
          title={t('familyVideos.empty')}
          description={t('familyVideos.emptyHint')}
          icon={<VideoLibraryOutlined fontSize="large" />}
        />
      ) : (
        <>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {data?.data.map((video) => (
              <li key={video.id}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    onClick={() => setPlaying(video)}
                    sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
                  >
                    <Box
                      sx={{
                        aspectRatio: '16 / 9',
                        bgcolor: 'action.hover',
                        display: 'grid',
                        placeItems: 'center',
                        overflow: 'hidden',
                      }}
                    >
                      {video.thumbnail_url ? (
                        <Box
                          component="img"
                          src={video.thumbnail_url}
                          alt=""
                          loading="lazy"
                          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                        />
                      ) : (
                        <PlayCircleOutlined fontSize="large" color="action" />
                      )}
                    </Box>
                    <Typography
                      variant="subtitle1"
                      component="span"
                      sx={{ display: 'block', px: 2, pt: 1.5, overflowWrap: 'anywhere' }}
                    >
                      <Box component="span" sx={visuallyHidden}>
                        {t('familyVideos.play')}{' '}
                      </Box>
                      <UserText>{video.title}</UserText>
                    </Typography>
                  </CardActionArea>
                  <Box sx={{ px: 2, pb: 1.5, pt: 1 }}>
                    <CaptionLanguages languages={video.caption_languages} />
                  </Box>
                </Card>
              </li>
            ))}
          </Box>
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={query.page}
              onChange={(_e, next) => setQuery({ ...query, page: next })}
              sx={{ mt: 2 }}
              aria-label={t('familyVideos.pages')}
            />
          ) : null}
        </>
      )}
      <FamilyVideoPlayer video={playing} onClose={() => setPlaying(null)} />
    </Box>
  );
}
