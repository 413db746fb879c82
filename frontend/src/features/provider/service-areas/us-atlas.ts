// The US outline and state borders for the service-area map, from us-atlas's TopoJSON (Census
// Bureau, 1:10m). The 115 kB file is imported dynamically, so only this page's visitors load it,
// once per session.
import { useQuery } from '@tanstack/react-query';
import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export interface UsAtlas {
  nation: Feature | FeatureCollection;
  /** Borders between states only, so coasts are drawn once, by the nation's outline. */
  stateBorders: MultiLineString;
}

type UsStatesTopology = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;

async function loadUsAtlas(): Promise<UsAtlas> {
  const module = await import('us-atlas/states-10m.json');
  const topology = module.default as unknown as UsStatesTopology;
  return {
    nation: feature(topology, topology.objects.nation),
    stateBorders: mesh(topology, topology.objects.states, (a, b) => a !== b),
  };
}

export function useUsAtlas() {
  return useQuery({ queryKey: ['us-atlas', 'states-10m'], queryFn: loadUsAtlas, staleTime: Infinity, gcTime: Infinity });
}
