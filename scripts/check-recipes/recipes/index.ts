// Every recipe, in the order of the table.
import type { Recipe } from '../recipe'
import { api } from './api'
import { nativeGulp } from './nativeGulp'
import { taroWebpackV4 } from './taroWebpackV4'

export const RECIPES: Recipe[] = [taroWebpackV4, nativeGulp, api]
